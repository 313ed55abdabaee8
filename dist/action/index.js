import { createRequire as __portalOpsCreateRequire } from 'node:module';
const require = __portalOpsCreateRequire(import.meta.url);
import{na as r}from"./chunks/chunk-U46H6KCB.js";await r();
