# Typos: assert exact text, and pin a random page with ?seed= to make the check repeatable.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

CORRECT = "Automated checks should catch every misspelled word in this sentence."
# The second paragraph of the page body, right after the intro.
SENTENCE = (By.CSS_SELECTOR, "section[aria-label='Text to check'] p:nth-of-type(2)")


def sentence_text(driver):
    return WebDriverWait(driver, 10).until(EC.visibility_of_element_located(SENTENCE)).text


def test_a_seed_without_typo_shows_the_correct_sentence(driver, base_url):
    driver.get(f"{base_url}/typos?seed=7")
    assert sentence_text(driver) == CORRECT


def test_a_seed_with_a_typo_fails_the_exact_check(driver, base_url):
    driver.get(f"{base_url}/typos?seed=10")
    text = sentence_text(driver)
    assert text != CORRECT
    assert "sentecne" in text
