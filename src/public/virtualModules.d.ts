declare module 'virtual:public-catalogue/*' {
  const messages: import('../providers/mergeCatalogues').Messages;
  export default messages;
}

declare module 'virtual:first-screen-catalogue/*' {
  const messages: import('../providers/mergeCatalogues').Messages;
  export default messages;
}
