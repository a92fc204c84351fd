import { describe, expect, it } from 'vitest';
import { buildManifestPlugin } from './build-manifest-plugin';

type Emitted = { type: string; fileName: string; source: string };

function runBuild() {
  const plugin = buildManifestPlugin();
  const config = (plugin.config as () => { define: Record<string, string> })();
  const emitted: Emitted[] = [];
  const generateBundle = plugin.generateBundle as (this: { emitFile: (file: Emitted) => void }) => void;
  generateBundle.call({ emitFile: (file) => void emitted.push(file) });
  return { id: JSON.parse(config.define.__BUILD_ID__!) as string, emitted };
}

describe('build manifest plugin', () => {
  it('bakes the build id into the bundle and writes latest.json and meta/{id}.json with it', () => {
    const { id, emitted } = runBuild();
    expect(id).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    const latest = emitted.find((file) => file.fileName === 'builds/latest.json');
    const meta = emitted.find((file) => file.fileName === `builds/meta/${id}.json`);
    expect(JSON.parse(latest!.source)).toMatchObject({ id });
    expect(JSON.parse(meta!.source)).toMatchObject({ id });
  });

  it('gives every build its own id', () => {
    expect(runBuild().id).not.toBe(runBuild().id);
  });
});
