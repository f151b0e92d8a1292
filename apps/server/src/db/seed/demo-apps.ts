import type { Db } from '../client';
import { demoAppFunctions, demoAppImages, demoApps, demoAppTags } from '../schema/index';
import { insertedId } from '../sql';

interface DemoApp {
  name: string;
  urlCode: string;
  category: string;
  iconCode: string;
  description: string;
  longDescription: string;
  keywords: string[];
  tags: Array<[string, string]>;
  /** Indexes into the platform's catalogue microservices. */
  functions: number[];
  /** Sample images the console ships (apps/web/public/demo-apps). */
  gallery: string[];
}

const APPS: DemoApp[] = [
  {
    name: 'Review Mood Board',
    urlCode: 'review-mood',
    category: 'NLP',
    iconCode: 'ICON_CHAT',
    description: 'Scores product reviews as they arrive and charts the mood per product.',
    longDescription:
      '## Review Mood Board\n\nPaste reviews or connect a shop feed: each review gets a **sentiment score**, and the named products are picked out.\n\n- live chart per product\n- export as CSV',
    keywords: ['sentiment', 'reviews'],
    tags: [
      ['industry', 'Retail'],
      ['level', 'Beginner'],
    ],
    functions: [0, 6],
    gallery: ['/demo-apps/review-mood.svg'],
  },
  {
    name: 'Shelf Scanner',
    urlCode: 'shelf-scanner',
    category: 'VISION',
    iconCode: 'ICON_VISION',
    description: 'Recognises products on a shelf photo and reads their price labels.',
    longDescription:
      '## Shelf Scanner\n\nTake a photo of a shelf: products are **classified** and price labels **read** with OCR.',
    keywords: ['vision', 'ocr', 'retail'],
    tags: [['industry', 'Retail']],
    functions: [1, 3],
    gallery: ['/demo-apps/shelf-scanner.svg'],
  },
  {
    name: 'Meeting Minutes',
    urlCode: 'meeting-minutes',
    category: 'SPEECH',
    iconCode: 'ICON_CHAT',
    description: 'Transcribes a recorded meeting and writes a short summary of it.',
    longDescription: '## Meeting Minutes\n\nUpload a recording: it is **transcribed**, then **summarised**.',
    keywords: ['speech', 'summary'],
    tags: [['level', 'Intermediate']],
    functions: [2, 7],
    gallery: ['/demo-apps/meeting-minutes.svg'],
  },
  {
    name: 'Stock Planner',
    urlCode: 'stock-planner',
    category: 'TABULAR',
    iconCode: 'ICON_CHART',
    description: 'Forecasts next month’s demand per product and flags unusual orders.',
    longDescription:
      '## Stock Planner\n\nForecasts demand from sales history and flags orders that look like fraud.',
    keywords: ['forecast', 'fraud'],
    tags: [['industry', 'Wholesale']],
    functions: [4, 5],
    gallery: ['/demo-apps/stock-planner.svg'],
  },
];

/** Demo apps of the platform owner (Content - Demo Apps), with logos from DEMO_APPS_ICONS and a gallery image each. */
export async function seedDemoApps(db: Db, o: { platform: number; adminId: number; catalogue: number[] }) {
  for (const { tags, functions, gallery, ...app } of APPS) {
    const demoAppId = await insertedId(db, demoApps, {
      ...app,
      ownerId: o.platform,
      demoLink: `https://demo.platform.example/${app.urlCode}`,
      codeLink: `https://git.platform.example/demos/${app.urlCode}`,
      createdBy: o.adminId,
      updatedBy: o.adminId,
    });
    await db.insert(demoAppTags).values(tags.map(([key, value]) => ({ demoAppId, key, value })));
    await db
      .insert(demoAppFunctions)
      .values(functions.map((i) => ({ demoAppId, functionId: o.catalogue[i]! })));
    await db.insert(demoAppImages).values(gallery.map((url) => ({ demoAppId, url })));
  }
}
