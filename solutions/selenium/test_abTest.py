# A/B test: accept either variant, or set the opt-out cookie before loading to get one page.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

HEADING = (By.TAG_NAME, "h2")
VARIANTS = {
    "Variant A: Try it free for 30 days",
    "Variant B: Start your free trial today",
}


def test_the_heading_is_one_of_the_two_variants(driver, base_url):
    driver.get(f"{base_url}/abTest")
    heading = WebDriverWait(driver, 10).until(EC.visibility_of_element_located(HEADING))
    assert heading.text in VARIANTS


def test_the_opt_out_cookie_shows_the_standard_page(driver, base_url):
    # A cookie can only be added for the current domain: open the site once, add it, then reload.
    driver.get(f"{base_url}/abTest")
    WebDriverWait(driver, 10).until(EC.visibility_of_element_located(HEADING))
    driver.add_cookie({"name": "abOptOut", "value": "true"})
    driver.refresh()
    WebDriverWait(driver, 10).until(
        EC.text_to_be_present_in_element(HEADING, "No A/B test: showing the standard page")
    )
