import { createRequire as __portalOpsCreateRequire } from 'node:module';
const require = __portalOpsCreateRequire(import.meta.url);
import{a as m,b as p,c as t,d as e}from"./chunk-2PVPWA3G.js";import{ea as o,ia as r}from"./chunk-U46H6KCB.js";export{o as MAX_DEPTH,r as lineColumn,t as lineOfPath,p as parseJsonBytes,m as parseJsonText,e as splitPath};
