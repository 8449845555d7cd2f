# API Reference: compare what a page renders with the API document fetched directly (urllib).
import json
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def test_lists_every_operation_of_the_document(driver, base_url):
    # Fetch the document the page reads, outside the browser, and list "METHOD /path" from it.
    with urllib.request.urlopen(f"{base_url}/api/openapi.json") as answer:
        doc = json.load(answer)
    operations = sorted(
        f"{method.upper()} {path}" for path, item in doc["paths"].items() for method in item
    )

    driver.get(f"{base_url}/apiReference")
    # The page fetches the document itself: wait until its operation headings (h3) are there.
    headings = WebDriverWait(driver, 10).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "main h3") or False
    )
    assert sorted(h.text for h in headings) == operations


def test_shows_the_400_answer_of_send_email(driver, base_url):
    driver.get(f"{base_url}/apiReference")
    # Each operation is a section labelled by its h3: find the h3, then its section.
    section = WebDriverWait(driver, 10).until(
        lambda d: d.find_element(
            By.XPATH, "//section[h3[normalize-space()='POST /api/send-email']]"
        )
    )
    row = section.find_element(
        By.XPATH, ".//table[caption='Answers']//tr[th[normalize-space()='400']]"
    )
    assert "Invalid e-mail address. Please insert a valid e-mail address." in row.text
