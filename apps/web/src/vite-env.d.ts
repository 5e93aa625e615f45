/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support address shown to rejected or blocked accounts; optional. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
