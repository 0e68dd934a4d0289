/** Height of the top bar; the sidebar and the page start below it. Tall enough for the search box. */
export const TOP_BAR_HEIGHT = 64;
