import { describe, expect, it } from 'vitest';
import {
  createBodyOf,
  createFormResolver,
  editFormResolver,
  emptyInterventionForm,
  formValuesOf,
  type InterventionFormValues,
} from './intervention-form';

const now = new Date('2026-11-22T02:00:00Z'); // 10:00 in Manila
const resolve = (values: InterventionFormValues) =>
  createFormResolver(() => now)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const filled: InterventionFormValues = {
  barangay: 'Bagbag',
  location: { lat: 14.69, lng: 121.03, barangay: 'Bagbag', address: 'Quirino Highway, Bagbag' },
  date: '2026-11-25T08:30',
  interventionType: 'Fogging',
  personnel: 'QC ESD Team 3',
  status: 'Scheduled',
  description: '',
};

const messages = async (values: InterventionFormValues) =>
  Object.fromEntries(Object.entries((await resolve(values)).errors).map(([k, v]) => [k, v?.message]));

describe('intervention create form', () => {
  it('puts every spec message of an empty form on its field', async () => {
    expect(await messages(emptyInterventionForm())).toEqual({
      barangay: 'Please select a barangay',
      location: 'Please pin a specific location on the map within the selected barangay.',
      date: 'Please select a date',
      interventionType: 'Please select an intervention type',
      personnel: 'Please enter personnel name',
      status: 'Please select a status',
    });
  });

  it('accepts a complete form and sends the date as a Manila instant and the pin as [lng, lat]', async () => {
    expect(await messages(filled)).toEqual({});
    expect(createBodyOf(filled)).toMatchObject({
      date: '2026-11-25T00:30:00.000Z',
      address: 'Quirino Highway, Bagbag',
      specific_location: { type: 'Point', coordinates: [121.03, 14.69] },
    });
  });

  it('refuses a status the date does not allow', async () => {
    expect(await messages({ ...filled, status: 'Ongoing' })).toEqual({
      status: 'For this date the status can only be Scheduled.',
    });
  });
});

describe('intervention edit form', () => {
  const item = {
    _id: 'a',
    barangay: 'Bagbag',
    address: 'Quirino Highway',
    date: '2026-11-25T00:30:00.000Z',
    interventionType: 'Fogging' as const,
    personnel: 'Team',
    status: 'Scheduled' as const,
    isArchived: false,
    specific_location: { type: 'Point' as const, coordinates: [121.03, 14.69] as [number, number] },
    description: '',
    completedAt: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
  };

  it('starts from the stored intervention in Manila time', () => {
    expect(formValuesOf(item)).toMatchObject({
      date: '2026-11-25T08:30',
      location: { lng: 121.03, lat: 14.69 },
    });
  });

  it('needs personnel and a date', async () => {
    const result = await editFormResolver({ ...formValuesOf(item), personnel: ' ', date: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.personnel?.message).toBe('Please enter personnel name');
    expect(result.errors.date?.message).toBe('Please select a date');
  });
});
