// The AI provider a configuration asks for (origin/config.ts `ai`, the AI_* settings).
import type { OriginConfig } from '../../config';
import type { AiProvider } from './provider';
import { createLocalProvider } from './provider-local';
import { createOpenAiProvider } from './provider-openai';
import { uploadPaths } from '../platform/upload-paths';

export function providerFromConfig(config: Pick<OriginConfig, 'ai' | 'dataDir'>): AiProvider {
  const { ai } = config;
  if (ai.provider === 'local') {
    return createLocalProvider({ delayMs: ai.delayMs, workDir: uploadPaths(config.dataDir).work });
  }
  return createOpenAiProvider({
    baseUrl: ai.baseUrl,
    apiKey: ai.apiKey,
    textModel: ai.textModel,
    imageModel: ai.imageModel,
    timeoutMs: ai.timeoutMs,
    imageTimeoutMs: ai.imageTimeoutMs,
    retries: ai.retries,
  });
}
