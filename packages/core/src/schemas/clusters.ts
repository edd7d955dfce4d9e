import { z } from 'zod';
import { CLUSTER_LIST_MAX, REPORT_STATUSES, REPORT_TYPES } from '../constants.ts';
import { CLUSTER_MESSAGES as C, VALIDATION_MESSAGES as V } from '../extra-messages.ts';
import { isMarkerTile } from '../marker-tiles.ts';
import {
  booleanInput,
  dateOrDateTimeSchema,
  idListSchema,
  idParamSchema,
  idSchema,
  numberInput,
} from './common.ts';

/** Clusters of nearby reports and their sub-clusters (resident section 3, admin sections 3 and 7). */

const centerSchema = z.object({ lat: z.number(), lng: z.number() });

/** A named part of a cluster an officer works on separately (admin section 3). */
export const subClusterSchema = z.object({ subClusterId: idSchema, reportIds: z.array(idSchema) });
export type SubCluster = z.infer<typeof subClusterSchema>;

export const clusterSchema = z.object({
  _id: idSchema,
  /** Ids of the member reports the viewer may see (visitors: validated ones only). */
  reports: z.array(idSchema),
  center: centerSchema,
  /** Metres: the farthest member from the centre plus 6, at least 8 (admin section 9). */
  radius: z.number(),
  /** The barangay most of the members lie in. */
  barangay: z.string().nullable(),
  resolvedCount: z.number().int().min(0),
  breakdown: z.object({
    total_reports: z.number().int().min(0),
    resolved_reports: z.number().int().min(0),
    validated_reports: z.number().int().min(0),
    pending_reports: z.number().int().min(0),
  }),
  isResolved: z.boolean(),
  subClusters: z.array(subClusterSchema).default([]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cluster = z.infer<typeof clusterSchema>;

/**
 * A cluster as a map draws it: centre, radius, counts and resolution, without the member ids. At 100,000
 * reports the ids made the full list 1.2 MB in brotli, while drawing 20 circles needs none of them
 * (GET clusters/get-clusters?members=false; decision 039).
 */
export const clusterOutlineSchema = clusterSchema.omit({ reports: true, subClusters: true });
export type ClusterOutline = z.infer<typeof clusterOutlineSchema>;

/** GET clusters/get-clusters query: `members=false` leaves out the member ids (the public map asks so). */
export const clusterListQuerySchema = z.object({ members: booleanInput.optional() });
export type ClusterListQuery = z.infer<typeof clusterListQuerySchema>;

/** GET clusters/summary: the clusters and the dashboard's resolution counts over the same filter. */
export const clusterSummarySchema = z.object({
  data: z.array(clusterSchema),
  summary: z.object({
    total: z.number().int(),
    fully_resolved: z.number().int(),
    partially_resolved: z.number().int(),
    not_resolved: z.number().int(),
  }),
});

const bboxValid = ([west, south, east, north]: number[]) =>
  west! >= -180 && east! <= 180 && south! >= -90 && north! <= 90 && west! <= east! && south! <= north!;

/** GET clusters/summary query: bbox is 'west,south,east,north'. */
export const clusterSummaryQuerySchema = z.object({
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, C.bbox)
    .transform((value) => value.split(',').map(Number) as [number, number, number, number])
    .refine(bboxValid, C.bbox)
    .optional(),
  barangay: z.string().trim().min(1).optional(),
  startDate: dateOrDateTimeSchema.optional(),
  endDate: dateOrDateTimeSchema.optional(),
  minReports: numberInput(C.minReports).pipe(z.number().int(C.minReports).min(1, C.minReports)).optional(),
  status: z.enum(['resolved', 'partially_resolved', 'not_resolved'], { error: C.status }).optional(),
  limit: numberInput(C.limit)
    .pipe(z.number().int(C.limit).min(1, C.limit).max(CLUSTER_LIST_MAX, C.limit))
    .optional(),
});
export type ClusterSummaryQuery = z.infer<typeof clusterSummaryQuerySchema>;

/**
 * One breeding-site marker of the map: enough to draw it, nothing about its author. The popup loads the
 * full report (GET reports/{id}) when it opens, so 10,000 markers stay a small download.
 */
export const reportMarkerSchema = z.object({
  _id: idSchema,
  report_type: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  barangay: z.string(),
  date_and_time: z.string(),
  specific_location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  isInCluster: z.boolean(),
  cluster: idSchema.nullable(),
  isResolved: z.boolean(),
  /** The pin is only the barangay's label point (the report's address, if typed, is in GET reports/{id}). */
  location_approximate: z.boolean(),
});
export type ReportMarker = z.infer<typeof reportMarkerSchema>;

/** GET clusters/markers query: staff may narrow to one status; everyone else only ever gets Validated. */
export const reportMarkersQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: V.reportStatus }).optional(),
});

/** GET clusters/markers/tiles/{z}/{x}/{y}: a tile of the public map (marker-tiles.ts). */
export const markerTileParamsSchema = z
  .object({
    z: numberInput(C.tile).pipe(z.number().int(C.tile)),
    x: numberInput(C.tile).pipe(z.number().int(C.tile)),
    y: numberInput(C.tile).pipe(z.number().int(C.tile)),
  })
  .refine(isMarkerTile, C.tile);
export type MarkerTileParams = z.infer<typeof markerTileParamsSchema>;

/** Reports of a crowded tile counted per area (an eighth of the tile a side), at their mean position. */
export const markerAreaSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** Two or more: an area with one report answers the report itself. */
  count: z.number().int().min(2),
});
export type MarkerArea = z.infer<typeof markerAreaSchema>;

/**
 * One tile of the public map: validated reports as markers, or (a crowded tile below MARKER_TILES.fullZoom)
 * counts per area plus the reports that stand alone in theirs.
 */
export const markerTileSchema = z.object({
  markers: z.array(reportMarkerSchema),
  areas: z.array(markerAreaSchema),
});
export type MarkerTile = z.infer<typeof markerTileSchema>;

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

/**
 * The answer of every cluster call: the cluster after recomputation (null when the change dissolved it: fewer
 * than 2 members left) and, for the sub-cluster calls, the sub-cluster (null when it was emptied).
 */
export const clusterCallResultSchema = z.object({
  message: z.string(),
  cluster: clusterSchema.nullable(),
  subCluster: subClusterSchema.nullable().optional(),
});
export type ClusterCallResult = z.infer<typeof clusterCallResultSchema>;
export type CreateSubClusterBody = z.input<typeof createSubClusterSchema>;
export type ClusterRemoveReportsBody = z.input<typeof clusterRemoveReportsSchema>;
export type ResolveReportsBody = z.input<typeof resolveReportsSchema>;
export type SubClusterRemoveReportsBody = z.input<typeof subClusterRemoveReportsSchema>;
