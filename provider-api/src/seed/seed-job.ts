import { Type, type Static } from '@sinclair/typebox';
import { JOB_ID_PATTERN, JOB_LOCATIONS } from 'shared-config/validation/job-rules';
import { EMPLOYMENT_TYPES } from '../schemas/job';

const Text = Type.String({ minLength: 1 });
const Lines = Type.Array(Text, { minItems: 1 });

const Link = Type.Object({ label: Text, href: Type.String({ pattern: '^https://' }) }, { additionalProperties: false });

const Organization = Type.Object(
  { businessName: Text, businessAddress: Type.Union([Text, Type.Null()]) },
  { additionalProperties: false },
);

/**
 * `shared.json` of the demo jobs: the organisations they are for, offers and links several jobs
 * give, each by a name the jobs use instead of repeating it.
 */
export const SharedSeed = Type.Object(
  {
    organizations: Type.Record(Type.String(), Organization),
    offers: Type.Record(Type.String(), Lines),
    links: Type.Record(Type.String(), Link),
  },
  { additionalProperties: false },
);

/**
 * A demo job as written in its file: dates are offsets from the seed's base date so the data stays
 * the same on every machine, and the description is structured text that renders to the provider's
 * HTML. `organization`, and an offer or a link given as a string, name an entry of shared.json.
 */
const SeedJob = Type.Object(
  {
    id: Type.String({ pattern: JOB_ID_PATTERN.source }),
    jobTitle: Text,
    postedDaysAgo: Type.Integer({ minimum: 0 }),
    /** Days after the base date; null means no deadline. */
    closesInDays: Type.Union([Type.Integer(), Type.Null()]),
    employmentType: Type.Union(EMPLOYMENT_TYPES.map((value) => Type.Literal(value))),
    location: Type.Union(JOB_LOCATIONS.map((value) => Type.Literal(value))),
    jobIndustry: Text,
    jobCategory: Text,
    status: Text,
    organization: Text,
    summary: Text,
    responsibilities: Lines,
    requirements: Lines,
    offer: Type.Union([Text, Lines]),
    links: Type.Array(Type.Union([Text, Link]), { minItems: 1 }),
    requiredFields: Type.Array(Text),
    requiredFiles: Type.Array(Text),
  },
  { additionalProperties: false },
);

/** A file of demo jobs. */
export const SeedJobs = Type.Array(SeedJob);

export type SeedLink = Static<typeof Link>;
export type SeedJobEntry = Static<typeof SeedJob>;
export type SharedSeedEntries = Static<typeof SharedSeed>;
