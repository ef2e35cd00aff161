/**
 * A workaround for fontkit 2.0.4 (pdfkit's shaper), which throws "Cannot read properties of null (reading
 * 'xCoordinate')" on a GPOS mark anchor left empty: the OpenType spec allows a NULL anchor ("this mark does not
 * attach here"), and Noto Sans Telugu has them, so Telugu words with a subscript ra (ప్ర, as in ప్రతికూల) could
 * not be set at all. As HarfBuzz does, and as the open fix upstream proposes (foliojs/fontkit#367, pull request
 * #374), a mark with no anchor is left where it stands. Remove this module once fontkit releases that fix.
 */
import PDFDocument from 'pdfkit';

interface MarkRecord {
  markAnchor: unknown;
}
interface AnchorProcessor {
  applyAnchor(markRecord: MarkRecord, baseAnchor: unknown, baseGlyphIndex: number): void;
  isNullAnchorSafe?: boolean;
}
/** The parts of pdfkit's embedded font and fontkit's font that lead to the GPOS processor. */
interface DocumentWithFont {
  _font?: { font?: { _layoutEngine?: { engine?: { GPOSProcessor?: AnchorProcessor | null } } } };
}

/**
 * Makes fontkit's mark positioning skip empty anchors. `fontFile` is any font with a GPOS table: its processor
 * is how the class is reached, since fontkit does not export it; it is opened through a scratch pdfkit document
 * (never ended), so the fontkit patched is the very one pdfkit loaded (its CommonJS or its ES build).
 */
export function skipNullGposAnchors(fontFile: string): void {
  const scratch = new PDFDocument({ font: fontFile }) as unknown as DocumentWithFont;
  const processor = scratch._font?.font?._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) throw new Error(`No GPOS processor reached through ${fontFile}: fontkit has changed`);
  const prototype = Object.getPrototypeOf(processor) as AnchorProcessor;
  if (prototype.isNullAnchorSafe) return;
  // Called below with the processor as `this`, as fontkit calls it.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (this: AnchorProcessor, markRecord, baseAnchor, baseGlyphIndex) {
    if (baseAnchor === null || baseAnchor === undefined || !markRecord.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  prototype.isNullAnchorSafe = true;
}
