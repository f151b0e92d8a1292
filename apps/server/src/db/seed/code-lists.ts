/** The platform's code lists: code, title and values [code, English value, French value where given]. */
export const CODE_LISTS: ReadonlyArray<{
  code: string;
  title: string;
  values: ReadonlyArray<readonly [string, string, string?]>;
}> = [
  {
    code: 'CLOUD_PROVIDER',
    title: 'Cloud providers',
    values: [
      ['REDIS_CLOUD', 'Redis Cloud'],
      ['AWS', 'AWS ElastiCache'],
      ['GCP', 'GCP Memorystore'],
      ['AZURE', 'Azure Cache for Redis'],
      ['ON_PREM', 'On premises'],
    ],
  },
  {
    code: 'ACCESS_TYPE',
    title: 'Access types',
    values: [
      ['PUBLIC', 'Public'],
      ['PRIVATE', 'Private'],
      ['RESTRICTED', 'Restricted'],
    ],
  },
  {
    code: 'CLASS_TYPE',
    title: 'Microservice classes',
    values: [
      ['CLASS_DATA', 'Data'],
      ['CLASS_AI', 'AI Model'],
      ['CLASS_INTERNAL', 'Platform Services'],
    ],
  },
  {
    code: 'FUNCTION_TYPE',
    title: 'Function types',
    values: [
      ['FUN_ATOMISTIC', 'Atomistic'],
      ['FUN_COMPOSITE', 'Composite'],
    ],
  },
  {
    code: 'PRICING_ENDPOINT_TYPE',
    title: 'Pricing endpoint types',
    values: [
      ['sync', 'Small File'],
      ['async', 'Large File'],
      ['stream', 'Streaming'],
    ],
  },
  {
    code: 'REQUEST_TYPE',
    title: 'Request types',
    values: [
      ['sync', 'sync'],
      ['async', 'async'],
      ['stream', 'stream'],
    ],
  },
  {
    code: 'DATA_TYPE',
    title: 'Data types',
    values: [
      ['STRING', 'String'],
      ['INTEGER', 'Integer'],
      ['DECIMAL', 'Decimal'],
      ['BOOLEAN', 'Boolean'],
      ['DATE', 'Date'],
      ['DATETIME', 'Date and time'],
      ['JSON', 'JSON'],
    ],
  },
  {
    code: 'LIMIT_DATA_TYPE',
    title: 'Limit types',
    values: [
      ['FILE_SIZE', 'File size (MB)'],
      ['ROWS', 'Rows'],
      ['CHARACTERS', 'Characters'],
      ['DURATION', 'Duration (seconds)'],
    ],
  },
  {
    code: 'MICROSERVICE_PRODUCER',
    title: 'Microservice producers',
    values: [
      ['PLATFORM', 'Platform'],
      ['PARTNER', 'Partner'],
      ['COMMUNITY', 'Community'],
    ],
  },
  {
    code: 'MICROSERVICE_SOURCE',
    title: 'Microservice sources',
    values: [
      ['INTERNAL', 'Internal data'],
      ['KAGGLE', 'Kaggle'],
      ['HUGGINGFACE', 'Hugging Face'],
      ['GOVERNMENT', 'Government open data'],
    ],
  },
  {
    code: 'REQUEST_VERSION',
    title: 'Request versions',
    values: [
      ['MAJOR', 'Major'],
      ['MINOR', 'Minor'],
      ['PATCH', 'Patch'],
    ],
  },
  {
    code: 'CREDIT_TYPE',
    title: 'Credit types',
    values: [
      ['ADD_CRE_MARK_CRED', 'Marketing credit', 'Crédit marketing'],
      ['ADD_CRE_TOPUP', 'Credit top-up', 'Recharge de crédit'],
      ['ADD_CRE_PROMO', 'Promo credit', 'Crédit promo'],
      ['ADD_CRE_REFERRAL', 'Referral credit', 'Crédit de parrainage'],
      ['ADD_CRE_POS', 'POS code bonus', 'Bonus de code point de vente'],
    ],
  },
  {
    code: 'MICROSERVICE_CATEGORY',
    title: 'Microservice categories',
    values: [
      ['VISION', 'Vision'],
      ['NLP', 'Language'],
      ['SPEECH', 'Speech'],
      ['TABULAR', 'Tabular data'],
      ['GENERATIVE', 'Generative AI'],
    ],
  },
  {
    code: 'DEMO_APPS_ICONS',
    title: 'Demo app icons',
    values: [
      ['ICON_CHAT', 'Chat'],
      ['ICON_VISION', 'Vision'],
      ['ICON_CHART', 'Chart'],
    ],
  },
  {
    code: 'PROMO_POS_TYPE',
    title: 'Promo types',
    values: [
      ['PROMO', 'Promo'],
      ['POS', 'Point of sale'],
    ],
  },
  {
    code: 'PROMO_DISCOUNT_TYPE',
    title: 'Discount types',
    values: [
      ['DIS_PERCENT', 'Percent'],
      ['DIS_AMT_USD', 'Amount (USD)'],
    ],
  },
  {
    code: 'PROMO_CREDIT_VALIDITY_TYPE',
    title: 'Credit validity types',
    values: [
      ['date', 'Date'],
      ['month', 'Month'],
    ],
  },
  {
    code: 'PROMO_REFERRAL_ERROR_MSG',
    title: 'Promo code errors',
    values: [
      ['EXPIRED', 'This promo code has expired'],
      ['ALREADY_USED', 'This promo code has already been used'],
      ['INVALID', 'Invalid promo code'],
    ],
  },
];
