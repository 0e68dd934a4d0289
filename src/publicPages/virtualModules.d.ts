declare module 'virtual:public-catalogue/*' {
  const messages: import('../providers/mergeCatalogues').Messages;
  export default messages;
}

declare module 'virtual:first-screen-catalogue/*' {
  const messages: import('../providers/mergeCatalogues').Messages;
  export default messages;
}

declare module 'virtual:mui-icon-shapes' {
  const shapes: Record<import('../ui/icons/plainIconNames').PlainIconName, readonly import('../ui/icons/plainIconNames').IconShape[]>;
  export default shapes;
}
