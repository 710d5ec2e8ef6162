import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeProblem, groupSecret, recoveryCodesFile } from './code-text.ts';

describe('codeProblem', () => {
  it('asks for six digits where only the app’s code will do, spaces allowed', () => {
    expect(codeProblem('', 'app')).toBe('Required');
    expect(codeProblem('   ', 'app-or-recovery')).toBe('Required');
    expect(codeProblem('12345', 'app')).toBe('Enter the 6 digits your app shows.');
    expect(codeProblem('abcde-fghjk', 'app')).toBe('Enter the 6 digits your app shows.');
    expect(codeProblem('123 456', 'app')).toBeNull();
    expect(codeProblem('abcde-fghjk', 'app-or-recovery')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('keeps every character, in groups of four', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z2-7]{0,40}$/), (secret) => {
        const grouped = groupSecret(secret);
        expect(grouped.replaceAll(' ', '')).toBe(secret);
        for (const group of grouped.split(' ').filter(Boolean)) expect(group.length).toBeLessThanOrEqual(4);
      }),
    );
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});

describe('recoveryCodesFile', () => {
  it('names the admin and the day, then lists one code a line', () => {
    const text = recoveryCodesFile('ops', ['aaaaa-bbbbb', 'ccccc-ddddd'], new Date('2030-06-01T10:00:00Z'));
    expect(text.split('\n')).toEqual([
      'Traitscope admin recovery codes for ops',
      'Made 2030-06-01. Each code signs you in once, in place of the code from your app.',
      '',
      'aaaaa-bbbbb',
      'ccccc-ddddd',
      '',
    ]);
  });
});
