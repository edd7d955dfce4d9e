import { randomUUID } from 'node:crypto';
import { SAMPLE_ARTICLES } from '@dengue/core';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { createAnnouncement, newAdminToken } from './support/community-data';

const sample = (id: string) => {
  const found = SAMPLE_ARTICLES.find((a) => a.id === id);
  if (!found) throw new Error(`no sample article ${id}`);
  return found;
};
const NEWS = SAMPLE_ARTICLES.filter((a) => a.category === 'news');
const TIPS = SAMPLE_ARTICLES.filter((a) => a.category === 'tip');

const slideTitle = (page: Page) => page.getByTestId('carousel-slide').getByRole('heading');

test.describe('BuzzLine', () => {
  test('lists the sample articles published at first start in Latest News and Prevention Tips', async ({
    page,
  }) => {
    await page.goto('/buzzline');
    await expect(page.getByRole('heading', { level: 1, name: 'BuzzLine' })).toBeVisible();

    const news = page.getByRole('region', { name: 'Latest News' });
    const tips = page.getByRole('region', { name: 'Prevention Tips' });
    for (const article of NEWS) await expect(news.getByRole('link', { name: article.title })).toBeVisible();
    for (const article of TIPS) await expect(tips.getByRole('link', { name: article.title })).toBeVisible();
    await expect(news.getByRole('listitem')).toHaveCount(NEWS.length);
    await expect(news.getByRole('link', { name: 'View all latest news' })).toHaveAttribute(
      'href',
      '/buzzline/updates',
    );
    await expect(tips.getByRole('link', { name: 'View all prevention tips' })).toHaveAttribute(
      'href',
      '/buzzline/articles',
    );
    await expect(page.getByRole('heading', { name: 'What is BuzzLine?' })).toBeVisible();
    await expect(page.getByText(/epidemiology and surveillance division/i).first()).toBeVisible();

    // Sample 1 ('June 1, 2026' on the Manila calendar) as a published post: its card opens the server copy.
    const first = sample('1');
    await expect(tips.getByText('June 1, 2026')).toBeVisible();
    await tips.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(/\/buzzline\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText('June 1, 2026')).toBeVisible();
    await expect(page.getByText('The Department of Health asks every household')).toBeVisible();
  });

  test('/buzzline/articles lists every tip', async ({ page }) => {
    await page.goto('/buzzline/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Prevention Tips' })).toBeVisible();
    for (const article of TIPS) await expect(page.getByRole('link', { name: article.title })).toBeVisible();
  });

  test('renders sample article 2 with the API down and without asking the server for it', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    await page.route('**/api/**', async (route) => {
      apiCalls.push(route.request().url());
      await route.abort();
    });
    await page.goto('/buzzline/2');
    const article = sample('2');
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByText('June 8, 2026')).toBeVisible();
    // Each blank-line separated paragraph is its own paragraph element.
    const paragraphs = article.content.split('\n\n');
    for (const paragraph of paragraphs)
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    expect(apiCalls.filter((url) => /adminposts/i.test(url))).toEqual([]);
  });

  test("shows 'Article not found' for an unknown id and Go Back leaves the page", async ({ page }) => {
    await page.goto('/buzzline');
    await expect(page.getByRole('heading', { level: 1, name: 'BuzzLine' })).toBeVisible();
    await page.goto(`/buzzline/${randomUUID()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/buzzline$/);
    await expect(page.getByRole('heading', { level: 1, name: 'BuzzLine' })).toBeVisible();
  });

  test("shows 'Article not found' for an id that is not a post id", async ({ page }) => {
    const answers: number[] = [];
    page.on('response', (response) => {
      if (/adminposts\//i.test(response.url())) answers.push(response.status());
    });
    await page.goto('/buzzline/not-a-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(
      answers.every((status) => status === 404 || status === 400),
      String(answers),
    ).toBe(true);
  });

  test("an archived post says 'Article not found' to a visitor who had its address", async ({
    page,
    request,
    baseURL,
  }) => {
    const adminToken = await newAdminToken(request, baseURL!);
    // An announcement published long ago: never the newest one other specs look at, never a news or tip card.
    const title = `Archived notice (${Date.now()})`;
    const id = await createAnnouncement(request, adminToken, {
      title,
      content: 'This notice was withdrawn.',
      publishDate: new Date(Date.now() - 400 * 86_400_000),
    });
    await page.goto(`/buzzline/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const archived = await request.delete(`/api/v1/adminPosts/${id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(archived.status(), await archived.text()).toBe(200);

    await page.goto('/buzzline');
    await page.goto(`/buzzline/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/buzzline$/);
  });

  test('each /buzzline section shows at most 8 cards, even when more come back', async ({ page }) => {
    const asked: string[] = [];
    // The server's own answer, its first post repeated to 9 distinct cards: the page must still show 8.
    await page.route('**/api/v1/adminposts?*', async (route) => {
      const url = new URL(route.request().url());
      asked.push(`${url.searchParams.get('category')}:${url.searchParams.get('limit')}`);
      const response = await route.fetch();
      const body = (await response.json()) as { posts: { _id: string; title: string }[] };
      const first = body.posts[0]!;
      const posts = Array.from({ length: 9 }, (_, n) => ({
        ...first,
        _id: `${first._id.slice(0, -2)}${String(n).padStart(2, '0')}`,
        title: `${url.searchParams.get('category')} card ${n + 1}`,
      }));
      await route.fulfill({ response, json: { ...body, posts } });
    });
    await page.goto('/buzzline');
    const news = page.getByRole('region', { name: 'Latest News' });
    const tips = page.getByRole('region', { name: 'Prevention Tips' });
    await expect(news.getByRole('link', { name: 'news card 8' })).toBeVisible();
    await expect(news.getByRole('listitem')).toHaveCount(8);
    await expect(news.getByRole('link', { name: 'news card 9' })).toHaveCount(0);
    await expect(tips.getByRole('link', { name: 'tip card 8' })).toBeVisible();
    await expect(tips.getByRole('listitem')).toHaveCount(8);
    expect([...new Set(asked)].sort()).toEqual(['news:8', 'tip:8']);
  });

  test('the updates carousel moves with previous, next and the dots', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/buzzline/updates');
    const carousel = page.getByRole('region', { name: 'Latest news highlights' });
    await expect(slideTitle(page)).toBeVisible();
    const first = await slideTitle(page).innerText();
    // Newest first: sample 4 (June 22) leads.
    expect(first).toBe(sample('4').title);

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slideTitle(page)).not.toHaveText(first);
    const second = await slideTitle(page).innerText();
    expect(NEWS.map((a) => a.title)).toContain(second);
    await expect(carousel.getByRole('button', { name: /Go to slide 2 of/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slideTitle(page)).toHaveText(first);
    await carousel.getByRole('button', { name: /Go to slide 2 of/ }).click();
    await expect(slideTitle(page)).toHaveText(second);
    // Being used, the slide is announced politely.
    await expect(
      page.locator('[aria-live="polite"]').filter({ has: page.getByTestId('carousel-slide') }),
    ).toHaveCount(1);

    // The grid below lists every news post.
    const all = page.getByRole('region', { name: 'All News' });
    for (const article of NEWS) await expect(all.getByRole('link', { name: article.title })).toBeVisible();
  });

  test('the updates carousel advances every 5 s, pauses on hover and stays still for reduced motion', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/buzzline/updates');
    await expect(slideTitle(page)).toHaveText(sample('4').title);
    await page.clock.runFor(5_100);
    await expect(slideTitle(page)).toHaveText(sample('3').title);

    // Paused while hovered.
    await page.getByRole('region', { name: 'Latest news highlights' }).hover();
    await page.clock.runFor(11_000);
    await expect(slideTitle(page)).toHaveText(sample('3').title);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(slideTitle(page)).toHaveText(sample('4').title);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.runFor(11_000);
    await expect(slideTitle(page)).toHaveText(sample('4').title);
  });

  for (const path of ['/buzzline', '/buzzline/updates', '/buzzline/1']) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path !== '/buzzline/1')
        await expect(page.getByRole('link', { name: sample('4').title }).first()).toBeVisible();
      expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
    });
  }
});
