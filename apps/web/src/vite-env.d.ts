/// <reference types="vite/client" />

/** The id of this build (vite.config.ts); 'dev' under the dev server. */
declare const __BUILD_ID__: string;

declare module 'sockjs-client/dist/sockjs.min.js' {
  import SockJS from 'sockjs-client';
  export default SockJS;
}
