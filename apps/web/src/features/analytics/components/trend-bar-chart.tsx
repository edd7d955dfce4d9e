import { useId } from 'react';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { shortDate, type TrendBucket } from '../model/trend-buckets';

/**
 * The bars of the trend chart. Recharts is heavy, so this file is its own chunk (loaded by trends-card
 * through React.lazy): no resident screen and not even the first paint of the Analytics page waits for it.
 * The chart is hidden from assistive technology; the card gives the same numbers as a table.
 */

export interface TrendBarChartProps {
  buckets: readonly TrendBucket[];
  yMax: number;
  /** The category (bucket key) the 'last 4 weeks' line stands before; null for none. */
  referenceKey: string | null;
  /** The usual level per bucket (2 x the engine's reference mean m), drawn across; null for none. */
  level: number | null;
}

const hatchId = (prefix: string, fill: string) => `${prefix}-hatch-${fill.replace(/[^a-z0-9]/gi, '')}`;

/** A bucket's dates on two lines ('Aug 23–' over 'Sep 5'), so six buckets fit side by side on a phone. */
function BucketTick({
  x,
  y,
  payload,
  lines,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: string };
  lines: ReadonlyMap<string, readonly [string, string]>;
}) {
  const [first, second] = lines.get(String(payload?.value)) ?? [String(payload?.value ?? ''), ''];
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="middle" fontSize={11} fill="#334155">
      <tspan x={Number(x)} dy="0.9em">
        {first}
      </tspan>
      <tspan x={Number(x)} dy="1.2em">
        {second}
      </tspan>
    </text>
  );
}

function BucketTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { payload?: TrendBucket }[];
}) {
  const bucket = payload?.[0]?.payload;
  if (!active || !bucket) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md">
      <p className="font-semibold">{bucket.label}</p>
      <p>
        {bucket.count} {bucket.count === 1 ? 'case' : 'cases'}
      </p>
      {bucket.provisional ? (
        <p className="text-slate-700">Provisional: late reports may still arrive</p>
      ) : null}
    </div>
  );
}

export const LEVEL_COLOR = '#7c2d12';

export function TrendBarChart({ buckets, yMax, referenceKey, level }: TrendBarChartProps) {
  const prefix = `trend${useId().replace(/[^a-z0-9]/gi, '')}`;
  const lines = new Map(
    buckets.map((bucket) => [bucket.key, [`${shortDate(bucket.start)}–`, shortDate(bucket.end)] as const]),
  );
  const hatchFills = [...new Set(buckets.filter((b) => b.provisional).map((b) => b.fill))];

  const shape = (props: BarShapeProps) => {
    const bucket = buckets[props.index];
    if (!bucket || props.height <= 0) return <g />;
    return (
      <rect
        x={props.x}
        y={props.y}
        width={props.width}
        height={props.height}
        fill={bucket.provisional ? `url(#${hatchId(prefix, bucket.fill)})` : bucket.fill}
        stroke={bucket.fill}
        strokeWidth={bucket.provisional ? 2 : 0}
        data-bucket={bucket.key}
        data-recent={bucket.recent ? 'true' : 'false'}
        data-provisional={bucket.provisional ? 'true' : 'false'}
      />
    );
  };

  return (
    <div aria-hidden="true" className="h-72 w-full" data-testid="trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...buckets]}
          margin={{ top: 24, right: 12, bottom: 4, left: 0 }}
          accessibilityLayer={false}
        >
          <defs>
            {hatchFills.map((fill) => (
              <pattern
                key={fill}
                id={hatchId(prefix, fill)}
                patternUnits="userSpaceOnUse"
                width="8"
                height="8"
                patternTransform="rotate(45)"
              >
                <rect width="8" height="8" fill={fill} fillOpacity="0.3" />
                <line x1="0" y1="0" x2="0" y2="8" stroke={fill} strokeWidth="4" />
              </pattern>
            ))}
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
          <XAxis
            dataKey="key"
            interval={0}
            height={40}
            tick={<BucketTick lines={lines} />}
            tickLine={false}
          />
          <YAxis
            domain={[0, yMax]}
            allowDecimals={false}
            width={40}
            tick={{ fontSize: 12, fill: '#334155' }}
            tickLine={false}
          />
          <Tooltip content={<BucketTooltip />} cursor={{ fill: '#f1f5f9' }} />
          {referenceKey ? (
            <ReferenceLine
              x={referenceKey}
              position="start"
              stroke="#0f172a"
              strokeDasharray="6 4"
              strokeWidth={2}
              label={{ value: 'Last 4 weeks', position: 'top', fill: '#0f172a', fontSize: 12 }}
            />
          ) : null}
          <Bar dataKey="count" isAnimationActive={false} shape={shape} maxBarSize={64} />
          {level !== null ? (
            <ReferenceLine
              y={level}
              stroke={LEVEL_COLOR}
              strokeDasharray="2 3"
              strokeWidth={2}
              className="trend-usual-level"
              label={{
                value: `Usual: ${level.toLocaleString('en-US', { maximumFractionDigits: 1 })}`,
                position: 'insideTopRight',
                fill: LEVEL_COLOR,
                fontSize: 12,
              }}
            />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
