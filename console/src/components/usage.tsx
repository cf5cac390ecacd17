import type { UsageReport } from '../api/types';
import { formatMs, formatNumber, percent } from '../lib/format';
import { useId } from './ui';

export function DaysSelect({ value, onChange }: { value: number; onChange: (d: number) => void }) {
  const id = useId('days');
  return (
    <div class="inline-field">
      <label for={id} class="inline-label">Period</label>
      <select id={id} class="input select input-sm" value={String(value)} onChange={(e) => onChange(Number((e.currentTarget as HTMLSelectElement).value))}>
        <option value="1">Today</option>
        <option value="7">Last 7 days</option>
        <option value="30">Last 30 days</option>
        <option value="90">Last 90 days</option>
      </select>
    </div>
  );
}

export function UsageStats({ report }: { report: UsageReport }) {
  const t = report.totals;
  return (
    <dl class="stats">
      <div class="stat">
        <dt>Calls</dt>
        <dd data-testid="stat-calls">{formatNumber(t.calls)}</dd>
      </div>
      <div class="stat">
        <dt>Failures</dt>
        <dd>
          {formatNumber(t.failures)} <span class="stat-sub">{percent(t.failures, t.calls)}</span>
        </dd>
      </div>
      <div class="stat">
        <dt>Latency p50</dt>
        <dd>{formatMs(t.p50LatencyMs)}</dd>
      </div>
      <div class="stat">
        <dt>Latency p95</dt>
        <dd>{formatMs(t.p95LatencyMs)}</dd>
      </div>
      <div class="stat">
        <dt>Audio</dt>
        <dd>
          {formatNumber(t.audioSeconds)} <span class="stat-sub">s</span>
        </dd>
      </div>
      <div class="stat">
        <dt>Model tokens</dt>
        <dd>{formatNumber(t.totalTokens)}</dd>
      </div>
    </dl>
  );
}

/** Daily calls as bars (failures stacked in red); an accessible table follows for exact numbers. */
export function UsageChart({ report }: { report: UsageReport }) {
  const days = report.daily;
  const max = Math.max(1, ...days.map((d) => d.calls));
  const w = 720;
  const h = 160;
  const pad = { l: 36, r: 8, t: 8, b: 22 };
  const bw = (w - pad.l - pad.r) / Math.max(days.length, 1);
  const y = (v: number) => pad.t + (h - pad.t - pad.b) * (1 - v / max);
  const ticks = [0, Math.round(max / 2), max].filter((v, i, a) => a.indexOf(v) === i);
  const labelEvery = Math.ceil(days.length / 8);
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`Calls per day from ${report.from} to ${report.to}: ${formatNumber(report.totals.calls)} in total`} preserveAspectRatio="none" class="chart-svg">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={w - pad.r} y1={y(v)} y2={y(v)} class="chart-grid" />
            <text x={pad.l - 6} y={y(v) + 4} class="chart-axis" text-anchor="end">{v}</text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = pad.l + i * bw + bw * 0.15;
          const bwi = Math.max(bw * 0.7, 1);
          const ok = d.calls - d.failures;
          return (
            <g key={d.date}>
              <title>{`${d.date}: ${d.calls} calls, ${d.failures} failed`}</title>
              {ok > 0 && <rect x={x} y={y(d.calls)} width={bwi} height={y(d.failures) - y(d.calls)} class="chart-bar" rx="1.5" />}
              {d.failures > 0 && <rect x={x} y={y(d.failures)} width={bwi} height={y(0) - y(d.failures)} class="chart-bar-fail" rx="1.5" />}
              {i % labelEvery === 0 && (
                <text x={x + bwi / 2} y={h - 6} class="chart-axis" text-anchor="middle">{d.date.slice(5)}</text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption class="chart-legend">
        <span class="legend-item"><span class="legend-swatch legend-ok" aria-hidden="true" />Successful calls</span>
        <span class="legend-item"><span class="legend-swatch legend-fail" aria-hidden="true" />Failed calls</span>
      </figcaption>
    </figure>
  );
}

export function UsageDailyTable({ report }: { report: UsageReport }) {
  const rows = report.daily.filter((d) => d.calls > 0).slice().reverse();
  if (!rows.length) return <p class="muted">No calls in this period.</p>;
  return (
    <div class="table-wrap">
      <table class="table table-compact">
        <caption class="sr-only">Calls per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" class="num">Calls</th>
            <th scope="col" class="num">Failures</th>
            <th scope="col" class="num">p50</th>
            <th scope="col" class="num">p95</th>
            <th scope="col" class="num">Audio (s)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td class="num">{formatNumber(d.calls)}</td>
              <td class="num">{formatNumber(d.failures)}</td>
              <td class="num">{formatMs(d.p50LatencyMs)}</td>
              <td class="num">{formatMs(d.p95LatencyMs)}</td>
              <td class="num">{formatNumber(d.audioSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
