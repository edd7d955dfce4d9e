import { z } from 'zod';
import { VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import {
  booleanInput,
  dateOrDateTimeSchema,
  idListSchema,
  idParamSchema,
  idSchema,
  numberInput,
} from './common.ts';

/** Clusters of nearby reports and their sub-clusters (resident section 3, admin sections 3 and 7). */

export const clusterSchema = z.object({
  _id: idSchema,
  reports: z.array(idSchema),
  center: z.object({ lat: z.number(), lng: z.number() }),
  resolvedCount: z.number().int().min(0),
  breakdown: z.object({ resolved_reports: z.number().int().min(0) }),
  isResolved: z.boolean(),
  subClusters: z.array(z.object({ subClusterId: idSchema, reportIds: z.array(idSchema) })).default([]),
});
export type Cluster = z.infer<typeof clusterSchema>;

/** GET clusters/summary query: bbox is 'west,south,east,north'. */
export const clusterSummaryQuerySchema = z.object({
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, V.coordinates)
    .transform((value) => value.split(',').map(Number) as [number, number, number, number])
    .optional(),
  barangay: z.string().trim().min(1).optional(),
  startDate: dateOrDateTimeSchema.optional(),
  endDate: dateOrDateTimeSchema.optional(),
  minReports: numberInput(V.pageNumber).pipe(z.number().int().min(1, V.pageNumber)).optional(),
  status: z.enum(['resolved', 'partially_resolved', 'not_resolved']).optional(),
  limit: numberInput(V.pageLimit).pipe(z.number().int().min(1, V.pageLimit).max(500, V.pageLimit)).optional(),
});

/** POST clusters/sub-clusters. */
export const createSubClusterSchema = z.object({ clusterId: idParamSchema, reportIds: idListSchema });

/** PATCH clusters/sub-clusters/{subClusterId}/add-reports. */
export const subClusterAddReportsSchema = z.object({ reportIds: idListSchema });

/** PATCH clusters/sub-clusters/{subClusterId}/remove-reports. */
export const subClusterRemoveReportsSchema = z.object({
  reportIds: idListSchema,
  resetStatus: booleanInput.default(false),
});

/** PATCH clusters/{clusterId}/remove-reports. */
export const clusterRemoveReportsSchema = z.object({
  reportIds: idListSchema,
  permanentlyExclude: booleanInput.default(false),
  resetStatus: booleanInput.default(false),
});

/** PATCH clusters/{clusterId}/resolve-reports. */
export const resolveReportsSchema = z.object({ reportIds: idListSchema, isResolved: booleanInput });
