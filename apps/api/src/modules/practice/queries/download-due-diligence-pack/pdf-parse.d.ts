/** The parser without its package entry, whose debug branch reads a test file when it has no parent module (as under jest). */
declare module 'pdf-parse/lib/pdf-parse.js' {
  import pdf from 'pdf-parse';
  export default pdf;
}
