import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A zod resolver for a form whose rules depend on data that arrives later (captcha shown, register
 * settings of the chosen currency). react-hook-form reads its options on every render, so passing a
 * resolver built from this render's schema is enough; the form keeps its own input shape.
 */
export function schemaResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<T>;
}
