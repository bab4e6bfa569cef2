// Types of next.config.mjs for the TypeScript that imports it (test/next-config.test.ts).
import type { NextConfig } from 'next';

declare const nextConfig: NextConfig;
export default nextConfig;
