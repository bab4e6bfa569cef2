/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The origin and its database are server-side Node modules; keep them out of the bundler.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino'],
};

export default nextConfig;
