# A PDF in a new tab: switch to the new window, check its address and fetch the document.
from urllib.request import urlopen

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


@pytest.fixture
def full_browser():
    # The PDF viewer is the full Chromium's, not the headless shell's.
    return True


def test_preview_pdf_opens_the_sample_pdf_in_a_new_tab(driver, base_url):
    driver.get(f"{base_url}/pdfPreview")
    wait = WebDriverWait(driver, 10)
    first_tab = driver.current_window_handle
    wait.until(EC.element_to_be_clickable(
        (By.XPATH, '//button[normalize-space()="Preview PDF"]'))).click()

    wait.until(EC.number_of_windows_to_be(2))
    driver.switch_to.window(next(h for h in driver.window_handles if h != first_tab))
    wait.until(EC.url_matches(r"/media/preview\.pdf$"))

    # The browser's PDF viewer is not a web page to query: fetch the bytes to check them instead.
    with urlopen(driver.current_url) as response:
        assert response.headers["Content-Type"] == "application/pdf"
        assert response.read(5) == b"%PDF-"
