import { z } from 'zod';
import { TITLES } from '../enums/roles.ts';

/** Spec 1 §5: a Moroccan phone number, 10 digits starting with 0 (messages are i18n keys). */
export const PHONE_PATTERN = /^0\d{9}$/;
export const JOB_TITLE_MAX_LENGTH = 120;
/** Avatar upload (spec 1 §5, §9): jpg and png only, checked by content on the server. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

const ZPhone = z.string().trim().min(1, 'profiles.validation.mobileRequired').regex(PHONE_PATTERN, 'profiles.validation.phone');
/** Optional phone: empty means none. */
const ZOptionalPhone = z
  .string()
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'profiles.validation.phone')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const ZOptionalText = z
  .string()
  .trim()
  .max(JOB_TITLE_MAX_LENGTH, 'errors.field.tooLong')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** The editable fields of the CRUI member profile (spec 1 §5): the edit modal and the server. */
export const ZCruiMemberProfileForm = z.object({ mobilePhone: ZPhone, deskPhone: ZOptionalPhone, jobTitle: ZOptionalText });
/** The editable fields of the advisor profile (spec 1 §5). */
export const ZAdvisorProfileForm = z.object({ mobilePhone: ZPhone, deskPhone: ZOptionalPhone });

/** PUT /crui-members/update: the body is the spec's `userAndCruiMember`. */
export const ZUpdateCruiMemberRequest = z.strictObject({
  cruiMemberId: z.number().int().positive().max(2_147_483_647),
  ...ZCruiMemberProfileForm.shape,
});
export type TUpdateCruiMemberRequest = z.input<typeof ZUpdateCruiMemberRequest>;

/** PUT /advisors/update: the body is the spec's `userAndAdvisor`. */
export const ZUpdateAdvisorRequest = z.strictObject({
  advisorId: z.number().int().positive().max(2_147_483_647),
  ...ZAdvisorProfileForm.shape,
});
export type TUpdateAdvisorRequest = z.input<typeof ZUpdateAdvisorRequest>;

const ZNamed = z.object({ id: z.number().int(), nameFr: z.string(), nameAr: z.string() });

/** The account part shown on a staff profile. */
export const ZProfileUser = z.object({
  id: z.number().int(),
  username: z.string(),
  title: z.enum(TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  mobilePhone: z.string().nullable(),
  deskPhone: z.string().nullable(),
  hasPicture: z.boolean(),
});

/** What the caller may do with the record (ARCHITECTURE.md §7). */
export const ZProfileAbilities = z.object({ edit: z.boolean(), changePicture: z.boolean() });

export const ZCruiMemberProfile = z.object({
  id: z.number().int(),
  user: ZProfileUser,
  region: ZNamed,
  administration: ZNamed.nullable(),
  jobTitle: z.string().nullable(),
  isFocalMember: z.boolean(),
  isCruiMember: z.boolean(),
  director: z.boolean(),
  wali: z.boolean(),
  actSignatory: z.boolean(),
  permanent: z.boolean(),
  abilities: ZProfileAbilities,
});
export type TCruiMemberProfile = z.infer<typeof ZCruiMemberProfile>;

export const ZAdvisorProfile = z.object({
  id: z.number().int(),
  user: ZProfileUser,
  region: ZNamed,
  active: z.boolean(),
  abilities: ZProfileAbilities,
});
export type TAdvisorProfile = z.infer<typeof ZAdvisorProfile>;

export const ZIdParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZUserIdParams = z.strictObject({ userId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZRegionQuery = z.strictObject({ regionId: z.coerce.number().int().positive().max(2_147_483_647).optional() });
/** `administrations` is a comma-separated list of administration ids. */
export const ZAdministrationQuery = z.strictObject({
  administrations: z
    .string()
    .max(500)
    .regex(/^\d+(,\d+)*$/)
    .transform((v) => v.split(',').map(Number)),
  regionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** POST /profile/add-profile-image answer: the picture is served by GET /profile/picture/{userId}. */
export const ZProfileImageResponse = z.object({ userId: z.number().int(), hasPicture: z.literal(true) });
export type TProfileImageResponse = z.infer<typeof ZProfileImageResponse>;

export { PROFILE_PATHS } from '../paths.ts';
