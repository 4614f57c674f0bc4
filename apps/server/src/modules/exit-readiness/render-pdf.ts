import { exitReadinessPage, formatAmount, scoreFormula } from '@exitcraft/shared/content/exit-readiness';
import { type OperatorIdentity, site } from '@exitcraft/shared/content/site';
import { figureText, type InstrumentDescriptor, instrumentDescriptors } from '@exitcraft/shared/instruments';
import type { ExitReadinessReport } from '@exitcraft/shared/schemas/exit-readiness';
import { formatCurrency } from '@exitcraft/shared/content/currencies';
import type { ValueReport } from '@exitcraft/shared/schemas/value-report';
import { isEstimate } from '@exitcraft/shared/valuation/is-estimate';
import { exchangeRateNote, valueEstimateNote } from '@exitcraft/shared/valuation/report';
import type { ReadinessInputs } from './score.ts';
import { newPdfDocument, pdfFont, pdfText } from '../../lib/pdf-document.ts';

/*
 * The Exit Readiness Report as a PDF, in the receipts' brand (pdfkit, the house fonts of lib/pdf-document.ts, the same
 * ink): a cover, the score and its parts, one page per assessment with its chart drawn as vector
 * shapes beside its table, and the 90-day plan. Every figure comes from the report the JSON
 * endpoint returns, so the two never disagree.
 */

const ink = '#0b1f3a';
const muted = '#5b6b82';
const accent = '#1e3a5f';
const track = '#e2e8f0';
const rule = '#cbd5e1';

interface Bar {
  label: string;
  value: number;
  shown: string;
}

function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** `operator`: the company as staff set it now (its name and contact email, those that are set). */
export async function renderExitReadinessPdf(
  report: ExitReadinessReport,
  inputs: ReadinessInputs,
  operator: OperatorIdentity,
  value: ValueReport,
): Promise<Buffer> {
  const generatedAt = new Date(report.generated_at);
  const pdf = await newPdfDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${site.brand} ${exitReadinessPage.reportTitle}`,
      Author: operator.company_name ?? site.brand,
      CreationDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;

  const heading = (text: string) => {
    pdf.font(pdfFont.bold).fontSize(18).fillColor(ink).text(pdfText(text), left, pdf.y, { width });
    pdf.moveDown(0.6);
  };
  const subheading = (text: string) => {
    pdf.font(pdfFont.bold).fontSize(12).fillColor(ink).text(pdfText(text), left, pdf.y, { width });
    pdf.moveDown(0.3);
  };
  const paragraph = (text: string, options: { color?: string; size?: number } = {}) => {
    pdf
      .font(pdfFont.regular)
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? ink)
      .text(pdfText(text), left, pdf.y, { width });
    pdf.moveDown(0.4);
  };
  /** A table: the first column takes what the others leave. */
  const table = (headers: string[], rows: string[][], columns: number[]) => {
    const first = width - columns.reduce((sum, column) => sum + column, 0);
    const widths = [first, ...columns];
    const line = (cells: string[], bold: boolean) => {
      if (pdf.y > bottom() - 30) pdf.addPage();
      const y = pdf.y;
      let x = left;
      let height = 0;
      cells.forEach((cell, index) => {
        const cellWidth = widths[index]! - 8;
        pdf
          .font(bold ? pdfFont.bold : pdfFont.regular)
          .fontSize(10)
          .fillColor(bold ? muted : ink);
        const options = { width: cellWidth, align: index === 0 ? ('left' as const) : ('right' as const) };
        height = Math.max(height, pdf.heightOfString(pdfText(cell), options));
        pdf.text(pdfText(cell), x, y, options);
        x += widths[index]!;
      });
      pdf.y = y + height + 4;
      pdf
        .moveTo(left, pdf.y - 2)
        .lineTo(left + width, pdf.y - 2)
        .lineWidth(0.5)
        .strokeColor(rule)
        .stroke();
      pdf.y += 2;
    };
    line(headers, true);
    for (const row of rows) line(row, false);
    pdf.x = left;
    pdf.moveDown(0.6);
  };
  /** Horizontal bars drawn as vector rectangles: label above, value at the right end. */
  const barChart = (title: string, bars: Bar[], max: number) => {
    subheading(title);
    const rowHeight = 34;
    if (pdf.y + bars.length * rowHeight > bottom()) pdf.addPage();
    let y = pdf.y;
    for (const bar of bars) {
      pdf
        .font(pdfFont.regular)
        .fontSize(9)
        .fillColor(ink)
        .text(pdfText(bar.label), left, y, { width: width - 90 });
      pdf
        .font(pdfFont.bold)
        .fontSize(9)
        .text(pdfText(bar.shown), left + width - 90, y, { width: 90, align: 'right' });
      const length = max > 0 ? Math.max(0, Math.min(1, bar.value / max)) * width : 0;
      pdf.roundedRect(left, y + 13, width, 10, 2).fill(track);
      if (length > 0) pdf.roundedRect(left, y + 13, length, 10, 2).fill(accent);
      y += rowHeight;
    }
    pdf.y = y + 6;
    pdf.x = left;
  };
  const notTaken = (what: string) =>
    paragraph(`Not taken yet: this part of the report fills in once you submit the ${what}.`, { color: muted });

  // ---- cover ----
  pdf.font(pdfFont.bold).fontSize(22).fillColor(ink).text(site.brand, left, pdf.y);
  pdf.font(pdfFont.regular).fontSize(9).fillColor(muted);
  for (const line of [operator.company_name, operator.contact_email]) if (line) pdf.text(pdfText(line));
  pdf.moveDown(6);
  pdf.font(pdfFont.bold).fontSize(30).fillColor(ink).text(exitReadinessPage.reportTitle, { width });
  pdf.moveDown(0.5);
  pdf
    .font(pdfFont.regular)
    .fontSize(16)
    .fillColor(ink)
    .text(pdfText(report.company ?? 'Your business'), { width });
  pdf
    .font(pdfFont.regular)
    .fontSize(12)
    .fillColor(muted)
    .text(`Prepared on ${formatDay(generatedAt)}`);
  pdf.moveDown(3);
  const { score } = report;
  pdf
    .font(pdfFont.bold)
    .fontSize(14)
    .fillColor(ink)
    .text(
      score.value === null ? 'Exit Readiness Score: not available yet' : `Exit Readiness Score: ${score.value} / 100`,
    );
  pdf.font(pdfFont.regular).fontSize(11).fillColor(muted).text(`Completeness: ${score.completeness} %`);
  pdf.moveDown(0.5);
  pdf
    .font(pdfFont.bold)
    .fontSize(14)
    .fillColor(ink)
    .text(
      report.at_stake
        ? `At stake: ${formatAmount(report.at_stake.grand_total, report.at_stake.currency)} a year`
        : 'At stake: not calculated yet',
    );
  pdf.font(pdfFont.regular).fontSize(11).fillColor(muted).text(`90-day plan: ${report.plan.length} actions`);

  // ---- score and parts ----
  pdf.addPage();
  heading('Your Exit Readiness Score');
  pdf
    .font(pdfFont.bold)
    .fontSize(28)
    .fillColor(ink)
    .text(score.value === null ? 'Not available yet' : `${score.value} / 100`, left, pdf.y);
  paragraph(`Completeness: ${score.completeness} % of the score's weight is based on parts you have completed.`, {
    color: muted,
  });
  pdf.moveDown(0.4);
  table(
    ['Part', 'Weight', 'Score', 'Taken on'],
    score.parts.map((part) => [
      part.name,
      `${part.weight} %`,
      part.score === null ? 'Missing' : `${part.score.toFixed(1)} / 100`,
      part.taken_at ? formatDay(new Date(part.taken_at)) : '—',
    ]),
    [60, 80, 120],
  );
  if (score.health_factors.length > 0) {
    subheading('Business health');
    table(
      ['Factor', 'Score'],
      score.health_factors.map((factor) => [factor.name, `${factor.score.toFixed(1)} / 100`]),
      [120],
    );
  }
  subheading('How the score is worked out');
  for (const sentence of scoreFormula) paragraph(sentence, { color: muted, size: 9 });
  pdf.moveDown(0.4);
  subheading('At stake');
  if (report.at_stake) {
    const stake = report.at_stake;
    paragraph(
      `Your ROI/COI answers put the yearly cost of inaction at ${formatAmount(stake.grand_total, stake.currency)}. The three largest issues:`,
    );
    table(
      ['Issue', 'Cost per year'],
      stake.top_issues.map((issue) => [
        `${issue.name} (${issue.section})`,
        formatAmount(issue.subtotal, stake.currency),
      ]),
      [140],
    );
  } else {
    notTaken(instrumentDescriptors.roi.name);
  }

  // ---- one page per assessment, each named and summed up as its descriptor says ----
  const { brand: brandTool, diagnostic: checklistTool, roi: roiTool } = instrumentDescriptors;
  const headline = <Scores>(tool: InstrumentDescriptor<Scores>, scores: Scores) =>
    figureText(tool.headline(scores), formatAmount);
  pdf.addPage();
  heading(brandTool.title);
  if (inputs.brand) {
    const brand = inputs.brand.scores;
    paragraph(`Submitted on ${formatDay(inputs.brand.submittedAt)}. Overall score: ${headline(brandTool, brand)}.`);
    barChart(
      'Section scores (0-100)',
      brand.sections.map((section) => ({ label: section.name, value: section.score, shown: section.score.toFixed(1) })),
      100,
    );
    table(
      ['Section', 'Score'],
      [
        ...brand.sections.map((section) => [section.name, `${section.score.toFixed(1)} / 100`]),
        ['Overall', `${brand.overall.toFixed(1)} / 100`],
        ['Statements answered "Don\'t Know"', String(brand.dont_know)],
      ],
      [140],
    );
  } else {
    notTaken(brandTool.name);
  }

  pdf.addPage();
  heading(checklistTool.title);
  if (inputs.diagnostic) {
    const checklist = inputs.diagnostic.scores;
    paragraph(
      `Submitted on ${formatDay(inputs.diagnostic.submittedAt)}. Assets in place: ${headline(checklistTool, checklist)}.`,
    );
    barChart(
      'Share of "Yes" answers per section (%)',
      checklist.sections.map((section) => ({
        label: section.name,
        value: section.yes_pct,
        shown: `${section.yes_pct.toFixed(1)} %`,
      })),
      100,
    );
    table(
      ['Section', 'Yes', 'Questions', 'Share'],
      [
        ...checklist.sections.map((section) => [
          section.name,
          String(section.yes),
          String(section.total),
          `${section.yes_pct.toFixed(1)} %`,
        ]),
        [
          'Overall',
          String(checklist.overall.yes),
          String(checklist.overall.total),
          `${checklist.overall.yes_pct.toFixed(1)} %`,
        ],
      ],
      [50, 70, 70],
    );
  } else {
    notTaken(checklistTool.name);
  }

  pdf.addPage();
  heading(roiTool.title);
  if (inputs.roi) {
    const roi = inputs.roi.scores;
    paragraph(`Submitted on ${formatDay(inputs.roi.submittedAt)}. Grand total at stake: ${headline(roiTool, roi)}.`);
    const largest = Math.max(1, ...roi.sections.map((section) => section.total));
    barChart(
      `Yearly cost of inaction per section (${roi.currency})`,
      roi.sections.map((section) => ({
        label: section.name,
        value: section.total,
        shown: formatAmount(section.total, roi.currency),
      })),
      largest,
    );
    table(
      ['Section', 'Cost per year'],
      [
        ...roi.sections.map((section) => [section.name, formatAmount(section.total, roi.currency)]),
        ['Grand total', formatAmount(roi.grand_total, roi.currency)],
      ],
      [160],
    );
  } else {
    notTaken(roiTool.name);
  }

  // ---- what the business might sell for (issue 30): the figures GET /reports/value/ gives ----
  pdf.addPage();
  heading('What Your Business Might Sell For');
  if (isEstimate(value)) {
    const money = (amount: number) => formatCurrency(amount, value.currency);
    const basisName = value.earnings.basis === 'sde' ? "seller's discretionary earnings (SDE)" : 'EBITDA';
    paragraph(
      `Estimated value: ${money(value.value.low)} to ${money(value.value.high)}, mid ${money(value.value.mid)}: ${value.multiple.mid}x your ${basisName} of ${money(value.earnings.amount)} (multiple range ${value.multiple.low}x to ${value.multiple.high}x).`,
    );
    paragraph(
      `Potential: ${money(value.potential.value)} (${value.potential.multiple}x) if your 90-day plan is done and your readiness score reaches its target. The gap: ${money(value.gap)}.`,
    );
    if (value.exchange_rate)
      paragraph(
        `${exchangeRateNote(value.exchange_rate)} The rate: ${value.exchange_rate.source}, ${value.exchange_rate.year}. ${value.exchange_rate.url}`,
        { size: 9 },
      );
    subheading('What moves your multiple');
    table(
      ['Driver', 'Effect'],
      value.drivers.map((driver) => [
        `${driver.name}: ${driver.why}`,
        `${driver.effect > 0 ? '+' : ''}${driver.effect.toFixed(2)}x`,
      ]),
      [70],
    );
    pdf.moveDown(0.5);
    subheading('Market data behind it');
    for (const entry of value.basis)
      paragraph(`${entry.figure.replace(/\.$/, '')}. ${entry.source}, ${entry.year}. ${entry.url}`, { size: 9 });
    paragraph(valueEstimateNote, { color: muted, size: 9 });
  } else {
    paragraph(value.message, { color: muted });
  }

  // ---- the plan ----
  pdf.addPage();
  heading('Your 90-Day Plan');
  paragraph(
    'Ranked by impact: the costliest issues first, then the weakest brand sections, the checklist gaps and the missing plans.',
    {
      color: muted,
    },
  );
  for (const action of report.plan) {
    if (pdf.y > bottom() - 90) pdf.addPage();
    pdf
      .font(pdfFont.bold)
      .fontSize(12)
      .fillColor(ink)
      .text(pdfText(`${action.rank}. ${action.title}`), left, pdf.y, { width: width - 80, continued: false });
    pdf
      .font(pdfFont.regular)
      .fontSize(9)
      .fillColor(muted)
      .text(`Target: week ${action.target_week} of 13`, left, pdf.y, {
        width,
      });
    paragraph(`Why: ${action.why}`, { size: 10 });
    paragraph(`First step: ${action.first_step}`, { size: 10 });
    pdf.moveDown(0.4);
  }

  pdf.end();
  return done;
}
