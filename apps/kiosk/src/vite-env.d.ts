/// <reference types="vite/client" />
declare const __KIOSK_VERSION__: string;
