import { createRequire as __portalOpsCreateRequire } from 'node:module';
const require = __portalOpsCreateRequire(import.meta.url);
import{a as m,b as p,c as t,d as e}from"./chunk-XBSO2AHB.js";import{ca as o,fa as r}from"./chunk-JFOIBPRL.js";export{o as MAX_DEPTH,r as lineColumn,t as lineOfPath,p as parseJsonBytes,m as parseJsonText,e as splitPath};
