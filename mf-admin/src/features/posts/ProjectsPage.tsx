import './i18n';
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, CircularProgress, IconButton, Link, Paper, Stack, Typography } from 'shared-lib/ui';
import { Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, TextField } from 'shared-lib/ui-more';
import { EditIcon } from 'shared-lib/admin-ui';
import { ArrowBackIcon, DeleteIcon } from 'shared-lib/icons';
import { Field, FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { formatNumber, toLatinDigits } from 'shared-lib/format';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { Head } from 'shared-lib/head';
import { toast } from 'shared-lib/bus';
import { LoadError } from 'shared-lib/components/LoadError';
import { contentApi, type AdminProject, type AdminServiceRow, type AdminTestimonial } from '../../api/content';
import { errorText, type Translate } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';
import { ADMIN } from '../../lib/paths';
import { LANGS, type Lang } from './values';

type Texts = Record<Lang, string>;
const texts = (v: { fa: string; en: string; ru: string | null } | undefined): Texts => ({ fa: v?.fa ?? '', en: v?.en ?? '', ru: v?.ru ?? '' });
const out = (v: Texts) => ({ fa: v.fa.trim(), en: v.en.trim(), ru: v.ru.trim() || null });
const dirOf = (l: Lang) => (l === 'fa' ? 'rtl' : 'ltr');

function localizedSchema(t: Translate) {
  const req = (m: string) => yup.string().default('').test('required', m, (v) => !!(v ?? '').trim());
  return yup.object({ fa: req(t('site.errors.rowFa')), en: req(t('site.errors.rowEn')), ru: yup.string().default('') });
}
function nestedErrors(errors: Record<string, string>) {
  const outErr: Record<string, Record<string, string> | string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [a, b] = path.split('.');
    if (b) outErr[a] = { ...((outErr[a] as Record<string, string>) ?? {}), [b]: message };
    else outErr[a] = message;
  }
  return outErr;
}

/** Three language fields of one text. */
function LangFields({ name, label, multiline }: { name: string; label: string; multiline?: boolean }) {
  const { t } = useTranslation('admin-posts');
  return (
    <>
      {LANGS.map((l) => (
        <FormTextField key={l} name={`${name}.${l}`} label={t('experience.inLang', { what: label, lang: t(`languages.${l}`) })} required={l !== 'ru'} fullWidth multiline={multiline} slotProps={{ htmlInput: { dir: dirOf(l), lang: l } }} />
      ))}
    </>
  );
}

type ProjectValues = { title: Texts; client: Texts; city: Texts; summary: Texts; year: string; sortOrder: string; serviceLabels: string[] };

function ProjectDialog({ project, services, onClose, onSaved }: { project: AdminProject | null; services: AdminServiceRow[]; onClose: () => void; onSaved: (p: AdminProject) => void }) {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const [initialValues] = useState<ProjectValues>(() => ({
    title: texts(project?.titles),
    client: texts(project?.clients),
    city: texts(project?.cities),
    summary: texts(project?.summaries),
    year: project ? String(project.year) : String(new Date().getFullYear()),
    sortOrder: String(project?.sortOrder ?? 0),
    serviceLabels: project?.serviceLabels ?? [],
  }));
  const schema = useMemo(() => {
    const whole = (min: number, max: number) => yup.string().test('whole', t('experience.whole', { min, max }), (v) => /^\d+$/.test(toLatinDigits(v ?? '').trim()) && Number(toLatinDigits(v ?? '')) >= min && Number(toLatinDigits(v ?? '')) <= max);
    const l = localizedSchema(t);
    return yup.object({ title: l, client: l, city: l, summary: l, year: whole(1950, 2100), sortOrder: whole(0, 10000) });
  }, [t]);
  const submit = async (v: ProjectValues) => {
    const body = { title: out(v.title), client: out(v.client), city: out(v.city), summary: out(v.summary), year: Number(toLatinDigits(v.year)), sortOrder: Number(toLatinDigits(v.sortOrder)), serviceLabels: v.serviceLabels, cover: null };
    try {
      const saved = project ? await contentApi.updateProject(project.id, body) : await contentApi.createProject(body);
      toast(t('saved'), 'success');
      onSaved(saved);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };
  return (
    <FormDialog<ProjectValues>
      title={project ? t('experience.editProject') : t('experience.addProject')}
      initialValues={initialValues}
      validate={(v) => nestedErrors(validateSchemaSync(schema, v)) as Record<string, string>}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('categories.cancel')}
      submitLabel={t('actions.save')}
    >
      <LangFields name="title" label={t('experience.projectTitle')} />
      <LangFields name="client" label={t('experience.client')} />
      <LangFields name="city" label={t('experience.city')} />
      <LangFields name="summary" label={t('experience.summary')} multiline />
      <FormTextField name="year" label={t('experience.year')} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }} />
      <FormTextField name="sortOrder" label={t('experience.sortOrder')} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }} />
      <Field<string[]> name="serviceLabels" subscription={{ value: true }}>
        {({ input }) => (
          <Box role="group" aria-label={t('experience.services')}>
            <Typography variant="body2" color="text.secondary">
              {t('experience.services')}
            </Typography>
            {services.map((s) => {
              const on = (input.value || []).includes(s.label);
              return (
                <FormControlLabel
                  key={s.id}
                  control={<Checkbox checked={on} onChange={() => input.onChange(on ? input.value.filter((x: string) => x !== s.label) : [...(input.value || []), s.label])} />}
                  label={locale === 'fa' ? s.titles.fa : s.titles.en}
                />
              );
            })}
          </Box>
        )}
      </Field>
    </FormDialog>
  );
}

type QuoteValues = { author: Texts; role: Texts; quote: Texts; rating: string; projectId: string; sortOrder: string };

function TestimonialDialog({ testimonial, projects, onClose, onSaved }: { testimonial: AdminTestimonial | null; projects: AdminProject[]; onClose: () => void; onSaved: (x: AdminTestimonial) => void }) {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const [initialValues] = useState<QuoteValues>(() => ({
    author: texts(testimonial?.authors),
    role: texts(testimonial?.roles),
    quote: texts(testimonial?.quotes),
    rating: String(testimonial?.rating ?? 5),
    projectId: testimonial?.projectId ? String(testimonial.projectId) : '',
    sortOrder: String(testimonial?.sortOrder ?? 0),
  }));
  const schema = useMemo(() => {
    const l = localizedSchema(t);
    return yup.object({ author: l, role: l, quote: l, sortOrder: yup.string().test('whole', t('experience.whole', { min: 0, max: 10000 }), (v) => /^\d+$/.test(toLatinDigits(v ?? '').trim()) && Number(toLatinDigits(v ?? '')) <= 10000) });
  }, [t]);
  const submit = async (v: QuoteValues) => {
    const body = { author: out(v.author), role: out(v.role), quote: out(v.quote), rating: Number(v.rating), projectId: v.projectId ? Number(v.projectId) : null, sortOrder: Number(toLatinDigits(v.sortOrder)) };
    try {
      const saved = testimonial ? await contentApi.updateTestimonial(testimonial.id, body) : await contentApi.createTestimonial(body);
      toast(t('saved'), 'success');
      onSaved(saved);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };
  return (
    <FormDialog<QuoteValues>
      title={testimonial ? t('experience.editTestimonial') : t('experience.addTestimonial')}
      initialValues={initialValues}
      validate={(v) => nestedErrors(validateSchemaSync(schema, v)) as Record<string, string>}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('categories.cancel')}
      submitLabel={t('actions.save')}
    >
      <LangFields name="author" label={t('experience.author')} />
      <LangFields name="role" label={t('experience.role')} />
      <LangFields name="quote" label={t('experience.quote')} multiline />
      <Field<string> name="rating" subscription={{ value: true }}>
        {({ input }) => (
          <TextField select label={t('experience.rating')} value={input.value} onChange={input.onChange} fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {formatNumber(n, locale)}
              </option>
            ))}
          </TextField>
        )}
      </Field>
      <Field<string> name="projectId" subscription={{ value: true }}>
        {({ input }) => (
          <TextField select label={t('experience.project')} value={input.value} onChange={input.onChange} fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="">{t('experience.noProject')}</option>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {locale === 'fa' ? p.titles.fa : p.titles.en}
              </option>
            ))}
          </TextField>
        )}
      </Field>
      <FormTextField name="sortOrder" label={t('experience.sortOrder')} required fullWidth slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }} />
    </FormDialog>
  );
}

type Editing = { kind: 'project'; item: AdminProject | null } | { kind: 'testimonial'; item: AdminTestimonial | null } | null;
type Removing = { kind: 'project' | 'testimonial'; id: number; name: string } | null;

/** /admin/site-content/projects: the customer-experience page's projects and testimonials (home shows the first of each): add, change, remove. */
export default function ProjectsPage() {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const [data, setData] = useState<{ projects: AdminProject[]; testimonials: AdminTestimonial[]; services: AdminServiceRow[] } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  useEffect(() => {
    const ctl = new AbortController();
    setError(null);
    Promise.all([contentApi.projects(ctl.signal), contentApi.testimonials(ctl.signal), contentApi.services(ctl.signal)]).then(
      ([projects, testimonials, services]) => setData({ projects, testimonials, services }),
      (e) => !ctl.signal.aborted && setError(e),
    );
    return () => ctl.abort();
  }, [attempt]);
  const reload = () => setAttempt((a) => a + 1);
  const pick = (v: { fa: string; en: string }) => (locale === 'fa' ? v.fa : v.en);

  const remove = async () => {
    if (!removing) return;
    try {
      if (removing.kind === 'project') await contentApi.removeProject(removing.id);
      else await contentApi.removeTestimonial(removing.id);
      toast(t('experience.removed'), 'success');
      setRemoving(null);
      reload();
    } catch (err) {
      toast(errorText(err, t), 'error');
    }
  };

  const row = (key: string, title: string, sub: string, onEdit: () => void, onRemove: () => void) => (
    <Box component="li" key={key} sx={{ listStyle: 'none' }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {sub}
          </Typography>
        </Box>
        <IconButton aria-label={t('experience.editNamed', { name: title })} onClick={onEdit} sx={{ width: 44, height: 44 }}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={t('experience.removeNamed', { name: title })} onClick={onRemove} sx={{ width: 44, height: 44 }}>
          <DeleteIcon />
        </IconButton>
      </Paper>
    </Box>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto', minWidth: 0 }}>
      <Head title={t('experience.title')} noindex />
      <Box>
        <Link component={LocaleLink} to={ADMIN.siteContent} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}>
          <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          {t('site.back')}
        </Link>
      </Box>
      <Typography component="h1" variant="h5">
        {t('experience.title')}
      </Typography>
      {error !== null ? (
        <LoadError error={error} onRetry={reload} />
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} aria-busy="true">
          <CircularProgress aria-label={t('admin:loading')} />
        </Box>
      ) : (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6">
              {t('experience.projects')}
            </Typography>
            <Button variant="outlined" onClick={() => setEditing({ kind: 'project', item: null })} sx={{ minHeight: 44 }}>
              {t('experience.addProject')}
            </Button>
          </Stack>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
            {data.projects.map((p) =>
              row(`p${p.id}`, pick(p.titles), `${pick(p.clients)} · ${pick(p.cities)} · ${formatNumber(p.year, locale, { useGrouping: false })}`, () => setEditing({ kind: 'project', item: p }), () => setRemoving({ kind: 'project', id: p.id, name: pick(p.titles) })),
            )}
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h6">
              {t('experience.testimonials')}
            </Typography>
            <Button variant="outlined" onClick={() => setEditing({ kind: 'testimonial', item: null })} sx={{ minHeight: 44 }}>
              {t('experience.addTestimonial')}
            </Button>
          </Stack>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
            {data.testimonials.map((x) =>
              row(`t${x.id}`, pick(x.authors), `${pick(x.roles)} · ${'★'.repeat(x.rating)}`, () => setEditing({ kind: 'testimonial', item: x }), () => setRemoving({ kind: 'testimonial', id: x.id, name: pick(x.authors) })),
            )}
          </Box>
          {editing?.kind === 'project' && <ProjectDialog project={editing.item} services={data.services} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />}
          {editing?.kind === 'testimonial' && <TestimonialDialog testimonial={editing.item} projects={data.projects} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />}
          <Dialog open={!!removing} onClose={() => setRemoving(null)} aria-labelledby="remove-title">
            <DialogTitle id="remove-title">{t('experience.removeTitle', { name: removing?.name ?? '' })}</DialogTitle>
            <DialogContent>
              <Typography>{removing?.kind === 'project' ? t('experience.removeProjectNote') : t('experience.removeNote')}</Typography>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setRemoving(null)} sx={{ minHeight: 44 }}>
                {t('categories.cancel')}
              </Button>
              <Button color="error" variant="contained" onClick={() => void remove()} sx={{ minHeight: 44 }}>
                {t('experience.remove')}
              </Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </Stack>
  );
}
