// The sources module's public face: other modules, jobs, plugins and app.ts import only this file.
// What every data source (Analytics, Ads, …) shares once its own module has found what to read.
export { connectSource, type ChosenSource } from './service';
