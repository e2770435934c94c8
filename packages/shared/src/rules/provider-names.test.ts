import { describe, expect, it } from 'vitest';
import { providerNameLookup } from './provider-names';

const providers = [
  { providerCode: 'JPT', providerName: 'Jackpot Tokyo', platformCodes: ['JPT', 'JPT2'] },
  { providerCode: 'SKL', providerName: 'Sakura Live', platformCodes: ['SKLIVE'] },
];

describe('providerNameLookup', () => {
  it('names a provider by its provider code and by each of its platform codes', () => {
    const nameOf = providerNameLookup(providers);
    expect(nameOf('SKL')).toBe('Sakura Live');
    expect(nameOf('SKLIVE')).toBe('Sakura Live');
    expect(nameOf('JPT2')).toBe('Jackpot Tokyo');
    expect(nameOf('sklive')).toBe('Sakura Live');
  });

  it('shows an unknown code as it is, and every code while the list is not loaded', () => {
    expect(providerNameLookup(providers)('XYZ')).toBe('XYZ');
    expect(providerNameLookup(undefined)('JPT')).toBe('JPT');
  });
});
