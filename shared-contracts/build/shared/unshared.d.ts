// The library's own entry file under a name federation does not share (UNSHARED_ALIASES in federation.ts).
declare module 'mesa-unshared:react-i18next' {
  export * from 'react-i18next';
}
