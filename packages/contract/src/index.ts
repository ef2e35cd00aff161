export * from './chart-drawing.js';
