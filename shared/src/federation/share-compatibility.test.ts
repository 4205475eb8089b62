import { describe, expect, it } from 'vitest';
import { refusedShare, versionLine } from './share-compatibility';

const provided: Record<string, string> = { '@fangtasy/shared': '2.1.0', react: '19.3.1' };
const providedVersionOf = (key: string) => provided[key] ?? null;

describe('which builds of a shared library stand in for each other', () => {
  it('a version line is its major, or 0.minor below 1.0', () => {
    expect(versionLine('2.1.0')).toBe('2');
    expect(versionLine('^19.3.1')).toBe('19');
    expect(versionLine('0.4.2')).toBe('0.4');
  });

  it('accepts a remote built against the same majors, and anything the shell does not provide', () => {
    const declared = [
      { sharedName: '@fangtasy/shared', version: '2.0.3' },
      { sharedName: 'react', version: '19.0.0' },
      { sharedName: 'left-pad', version: '9.0.0' },
    ];
    expect(refusedShare('mf-draft', declared, providedVersionOf)).toBeNull();
  });

  it('refuses a remote built against another major, naming the library and both versions', () => {
    const declared = [
      { sharedName: 'react', version: '19.3.1' },
      { sharedName: '@fangtasy/shared', version: '1.4.0' },
    ];
    expect(refusedShare('mf-draft', declared, providedVersionOf)).toEqual({
      remote: 'mf-draft',
      share: '@fangtasy/shared',
      built: '1.4.0',
      provided: '2.1.0',
    });
  });
});
