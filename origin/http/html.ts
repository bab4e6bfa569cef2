// Text written into the origin's own HTML pages (the demo game centre, the demo payment page).

/** Every character that could end a text or an attribute, as a numeric reference. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
