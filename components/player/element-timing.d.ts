// React's types do not list `elementtiming` (the Element Timing API's attribute); React 19 passes
// it through to the DOM as written. The player's <video> carries it so its poster paint is reported.
import 'react';

declare module 'react' {
  // Merged declarations must repeat React's own type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
