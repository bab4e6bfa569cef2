// The baseline of the Lighthouse bench: the smallest app router page the same Next builds.
export const metadata = { title: 'Hello' };

export const viewport = { width: 'device-width', initialScale: 1 };

// Next requires a default export for layouts.
export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
