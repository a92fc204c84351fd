/** What the site's build plugins read of a bundle's script chunk (Rolldown's OutputChunk). */
export interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

/** The bundle's script chunks by file name (assets such as CSS left out). */
export function outputChunks(bundle: Record<string, { type: string }>): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set((output as OutputChunk).fileName, output as OutputChunk);
  }
  return chunks;
}
