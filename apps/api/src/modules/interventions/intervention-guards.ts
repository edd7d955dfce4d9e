import { API_MESSAGES, INTERVENTION_MESSAGES, MAP_MESSAGES } from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { can } from '../../lib/policy.ts';
import type { Actor } from '../../lib/request-context.ts';
import { findBarangayByName } from '../barangays/barangay-lookup.ts';
import { placePin } from './intervention-location.ts';
import { findIntervention, type InterventionRow } from './interventions.repository.ts';

/** Checks shared by the intervention services: who may write, which barangay, where the pin is. */

/** Interventions are written by admins; everyone else reads the active ones (the public map shows them). */
export const isInterventionAdmin = (actor: Pick<Actor, 'id' | 'role'> | undefined): boolean =>
  can(actor, 'intervention', 'change');

/** Visitors are told to log in, other roles that they may not (admin sections 5 and 6). */
export function requireInterventionAdmin(actor: Actor | undefined): Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', INTERVENTION_MESSAGES.authRequired);
  if (!isInterventionAdmin(actor)) throw forbidden(API_MESSAGES.forbidden);
  return actor;
}

/** A named barangay, or a 400 with the spec's 'Barangay not found' when a body names an unknown one. */
export const barangayOfBody = (db: Db, name: string) =>
  findBarangayByName(db, name).catch(() => {
    throw badRequest(MAP_MESSAGES.barangayNotFound);
  });

/** The pin rule of admin section 5; `wording` picks the create ('only') or edit ('boundaries') message. */
export async function checkPin(
  db: Db,
  barangay: { id: string; name: string },
  coordinates: [number, number],
  wording: 'only' | 'boundaries',
): Promise<void> {
  const place = await placePin(db, barangay.id, coordinates);
  if (place === 'outside-city') throw badRequest(INTERVENTION_MESSAGES.outsideCity);
  if (place === 'other-barangay') {
    throw badRequest(
      wording === 'only'
        ? INTERVENTION_MESSAGES.pinWithinOnly(barangay.name)
        : INTERVENTION_MESSAGES.pinWithinBoundaries(barangay.name),
    );
  }
}

/** The stored row an admin acts on, or 404. */
export async function requireRow(db: Db, id: string): Promise<InterventionRow> {
  const row = await findIntervention(db, id);
  if (!row) throw notFound(API_MESSAGES.interventionNotFound);
  return row;
}
