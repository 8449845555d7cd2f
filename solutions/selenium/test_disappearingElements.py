# Disappearing elements: count what is really in the DOM and cope with an optional element.
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

MENU_LINKS = (By.CSS_SELECTOR, "nav[aria-label='Site menu'] a")
COUNT_LINE = (By.XPATH, "//p[starts-with(normalize-space(), 'Menu items shown:')]")
STATUS = (By.CSS_SELECTOR, "[role='status']")


def test_menu_links_match_the_count_and_contact_is_optional(driver, base_url):
    driver.get(f"{base_url}/disappearingElements")
    line = WebDriverWait(driver, 10).until(EC.visibility_of_element_located(COUNT_LINE))
    shown = int(re.search(r"(\d) of 5", line.text).group(1))
    links = driver.find_elements(*MENU_LINKS)
    assert len(links) == shown
    assert links[0].text == "Home"

    # find_elements returns an empty list for an absent item instead of raising.
    contact = [link for link in links if link.text == "Contact"]
    if contact:
        contact[0].click()
        WebDriverWait(driver, 5).until(
            EC.text_to_be_present_in_element(STATUS, "You clicked Contact.")
        )
    else:
        assert shown < 5


def test_a_fixed_seed_makes_the_menu_repeatable(driver, base_url):
    # Seed 3 draws Home, About and Portfolio on every load.
    for _ in range(2):
        driver.get(f"{base_url}/disappearingElements?seed=3")
        WebDriverWait(driver, 10).until(EC.visibility_of_element_located(COUNT_LINE))
        assert [link.text for link in driver.find_elements(*MENU_LINKS)] == [
            "Home",
            "About",
            "Portfolio",
        ]
