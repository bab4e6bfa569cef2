// Next requires a default export for pages.
export default function HelloPage() {
  return (
    <main>
      <h1>你好，世界</h1>
    </main>
  );
}
