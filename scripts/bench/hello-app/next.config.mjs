// The bench's hello-world app (scripts/bench/hello.mjs builds and serves it with the repo's Next).
/** @type {import('next').NextConfig} */
const nextConfig = { reactStrictMode: true, poweredByHeader: false };

export default nextConfig;
