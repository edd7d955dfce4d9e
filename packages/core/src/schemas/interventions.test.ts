import { describe, expect, it } from 'vitest';
import { createInterventionSchema, updateInterventionSchema } from './interventions.ts';

const valid = {
  barangay: 'Bagbag',
  address: 'Quirino Highway',
  interventionType: 'Fogging',
  personnel: 'QC ESD Team 3',
  date: '2026-11-22T08:00:00+08:00',
  status: 'Scheduled',
  specific_location: { type: 'Point', coordinates: [121.03, 14.69] },
};

const firstMessage = (input: unknown) => createInterventionSchema.safeParse(input).error?.issues[0]?.message;

describe('create intervention', () => {
  it('accepts a complete form and fills defaults', () => {
    const parsed = createInterventionSchema.parse({ ...valid, address: undefined });
    expect(parsed.address).toBe('');
    expect(parsed.description).toBe('');
  });

  it.each([
    ['barangay', { barangay: '' }, 'Please select a barangay'],
    [
      'pin',
      { specific_location: undefined },
      'Please pin a specific location on the map within the selected barangay.',
    ],
    ['date', { date: '' }, 'Please select a date'],
    ['type', { interventionType: undefined }, 'Please select an intervention type'],
    ['personnel', { personnel: '  ' }, 'Please enter personnel name'],
    ['status', { status: 'Archived' }, 'Please select a status'],
  ])('requires the %s with the spec message', (_, change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('refuses a pin outside the city box (latitude 14.5-14.8, longitude 120.9-121.2)', () => {
    expect(
      createInterventionSchema.safeParse({
        ...valid,
        specific_location: { type: 'Point', coordinates: [121.2, 14.8] },
      }).success,
    ).toBe(true);
    expect(
      firstMessage({ ...valid, specific_location: { type: 'Point', coordinates: [121.21, 14.7] } }),
    ).toBe('Pinned location is outside Quezon City boundaries.');
  });

  it("reads 'completed' and lower case as the canonical status", () => {
    expect(createInterventionSchema.parse({ ...valid, status: 'completed' }).status).toBe('Complete');
    expect(createInterventionSchema.parse({ ...valid, status: 'ongoing' }).status).toBe('Ongoing');
  });
});

describe('update intervention', () => {
  it('accepts a partial body without inventing defaults', () => {
    expect(updateInterventionSchema.parse({ personnel: 'Team 4' })).toEqual({ personnel: 'Team 4' });
  });

  it('allows clearing the pin with null', () => {
    expect(updateInterventionSchema.parse({ specific_location: null })).toEqual({ specific_location: null });
  });
});
