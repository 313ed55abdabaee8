import { createRequire as __portalOpsCreateRequire } from 'node:module';
const require = __portalOpsCreateRequire(import.meta.url);
import{ia as r}from"./chunks/chunk-JFOIBPRL.js";await r();
