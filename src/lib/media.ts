/** The image of printed text shown by /ocrCheck and revealed by /waitImage. */
export const OCR_TEXT_LINES = [
  'Automation Playground',
  'OCR practice: 42 apples',
  'and 7 oranges.',
];
export const OCR_IMAGE = {
  src: '/media/ocr-text.png',
  alt: 'OCR Text Example',
  width: 640,
  height: 200,
};
