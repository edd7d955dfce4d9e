import type { CreateInterventionBody, Intervention, UpdateInterventionBody } from '@dengue/core';
import { apiFetch } from '../../../lib/api-client';

/** The admin's intervention calls (admin section 7). Archive is DELETE interventions/{id}. */

const path = (id: string) => `interventions/${encodeURIComponent(id)}`;

export const createIntervention = (body: CreateInterventionBody) =>
  apiFetch<Intervention>('interventions', { method: 'POST', json: body });

export const updateIntervention = (id: string, body: UpdateInterventionBody) =>
  apiFetch<Intervention>(path(id), { method: 'PATCH', json: body });

export const archiveIntervention = (id: string) => apiFetch<Intervention>(path(id), { method: 'DELETE' });

export const unarchiveIntervention = (id: string) =>
  apiFetch<Intervention>(`${path(id)}/unarchive`, { method: 'POST', json: {} });

export const deleteInterventionForGood = (id: string) =>
  apiFetch<{ message: string }>(`${path(id)}/hard`, { method: 'DELETE' });
