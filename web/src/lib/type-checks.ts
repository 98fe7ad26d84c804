/**
 * Compile-time checks, erased from the bundle. `Missing extends never` fails to compile
 * (naming the missing members) unless nothing is missing: a web-only display order that
 * must list every member of a contract union checks itself with
 * `type _Check = NoneMissing<Exclude<Union, (typeof ORDER)[number]>>;`.
 */
export type NoneMissing<Missing extends never> = Missing;
