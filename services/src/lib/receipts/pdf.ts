// The receipt as a PDF (pdfkit, built-in Helvetica, which has the Danish letters): the seller with
// CVR and address, the company with its CVR, the receipt number and date, and the amount paid with
// the 25 % moms it includes. A credit note (kreditnota) has the same layout with its own title,
// line, total and footer, and says which charge it credits (its date and receipt) and why. Texts
// come from the caller's translator (mail:::receipt::pdf::*, mail:::credit_note::pdf::*).
import PDFDocument from 'pdfkit';
import { formatDate, formatKroner } from '../danish.js';
import type { Receipt } from './issue.js';
import { splitVat } from './vat.js';

export interface Seller {
  name: string;
  cvr: string;
  address: string;
}

type T = (key: string, params?: Record<string, string | number>) => string;

export function receiptFileName(receipt: Pick<Receipt, 'number' | 'creditNote'>): string {
  return `${receipt.creditNote ? 'kreditnota' : 'kvittering'}-${receipt.number}.pdf`;
}

/** The texts a credit note has of its own (the rest are the receipt's). */
const CREDIT_NOTE_KEYS = new Set(['title', 'line', 'total', 'footer']);

export function renderReceiptPdf(receipt: Receipt, seller: Seller, t: T): Promise<Buffer> {
  const note = receipt.creditNote;
  const key = (name: string, params?: Record<string, string | number>) => {
    if (!note || !CREDIT_NOTE_KEYS.has(name)) return t(`mail:::receipt::pdf::${name}`, params);
    const own = name === 'title' || name === 'total' ? name : `${name}_${note.method}`;
    return t(`mail:::credit_note::pdf::${own}`, params);
  };
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: key('title', { number: receipt.number }), Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(key('title', { number: receipt.number }));
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(key('date', { date: formatDate(receipt.createdAt) }));
  doc.moveDown(1.5).fillColor('#000000');

  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).text(key('seller'), 56, top);
  doc
    .font('Helvetica')
    .text(seller.name)
    .text(seller.address)
    .text(key('cvr', { cvr: seller.cvr }));
  doc.font('Helvetica-Bold').text(key('buyer'), 320, top);
  doc.font('Helvetica').text(receipt.companyName, 320);
  doc.text(receipt.companyCvr ? key('cvr', { cvr: receipt.companyCvr }) : key('no_cvr'), 320);

  const { netOre, vatOre } = splitVat(receipt.amountOre);
  doc.x = 56;
  doc.moveDown(3);
  if (note) {
    const credits = t(
      `mail:::credit_note::pdf::${note.chargeReceiptNumber === null ? 'credits' : 'credits_receipt'}`,
      { text: note.chargeText, date: formatDate(note.chargeAt), number: note.chargeReceiptNumber ?? '' },
    );
    doc.font('Helvetica').fontSize(11).text(credits, 56, doc.y, { width: 480 });
    doc.text(t('mail:::credit_note::pdf::reason', { reason: note.reason }), { width: 480 });
    doc.moveDown(1);
  }
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(label, 56, y, { width: 300 });
    doc.text(value, 356, y, { width: 180, align: 'right' });
    doc.moveDown(0.4);
  };
  row(key('line'), formatKroner(receipt.amountOre));
  doc.moveTo(56, doc.y).lineTo(536, doc.y).strokeColor('#cccccc').stroke().moveDown(0.4);
  row(key('net'), formatKroner(netOre));
  row(key('vat'), formatKroner(vatOre));
  row(key('total'), formatKroner(receipt.amountOre), true);
  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(key('footer'), 56, doc.y, { width: 480 });
  doc.end();
  return done;
}
