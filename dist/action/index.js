import { createRequire as __portalOpsCreateRequire } from 'node:module';
const require = __portalOpsCreateRequire(import.meta.url);
import{ja as r}from"./chunks/chunk-LMNJXDKA.js";await r();
