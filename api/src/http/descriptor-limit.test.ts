import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { descriptorLimitReport, parseDescriptorLimit } from './descriptor-limit';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63432                63432                processes
Max open files            1024                 1048576              files
Max locked memory         8388608              8388608              bytes
`;

describe('the descriptor limit', () => {
  it('is read from /proc/self/limits', () => {
    expect(parseDescriptorLimit(LIMITS)).toEqual({ soft: 1024, hard: 1048576 });
    expect(
      parseDescriptorLimit(
        'Max open files            unlimited            unlimited            files',
      ),
    ).toEqual({ soft: Infinity, hard: Infinity });
    expect(parseDescriptorLimit('Max processes  1  1  processes')).toBeNull();
  });

  it('sets the connection caps below it and says to raise a soft limit under the hard one', () => {
    const config = readConfig({}, parseDescriptorLimit(LIMITS));
    expect(config.maxConnections).toBe(1024 - 128);
    expect(config.liveStreamsMax).toBe(672);
    const report = descriptorLimitReport(config);
    expect(report.level).toBe('warn');
    expect(report.message).toContain('Descriptor limit 1024 (hard 1048576)');
    expect(report.message).toContain('ulimit -n 1048576');
  });

  it('warns when the configured connections exceed what it allows, and is quiet when it is ample', () => {
    const limit = { soft: 65_536, hard: 65_536 };
    expect(descriptorLimitReport(readConfig({}, limit)).level).toBe('info');
    const over = descriptorLimitReport(readConfig({ MAX_CONNECTIONS: '65536' }, limit));
    expect(over.level).toBe('warn');
    expect(over.message).toContain('may run out of descriptors');
  });

  it('leaves connections uncapped where the system does not say', () => {
    const config = readConfig({}, null);
    expect(config.maxConnections).toBe(0);
    expect(config.liveStreamsMax).toBe(10_000);
    expect(descriptorLimitReport(config).message).toMatch(/^Descriptor limit unknown/);
  });
});
